// Prints the blur check's calibration table: the server's quality check over the
// generated skin photos of tests/fixtures/photo-quality (docs/upload-wizard.md,
// "Photo quality"). The calibration test asserts on the same numbers.
//
//   npx tsx scripts/photo-quality-calibration.ts            the table
//   npx tsx scripts/photo-quality-calibration.ts --out DIR  also writes every photo and a CSV to DIR
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { measureCalibrationSet, summarise } from "@/tests/fixtures/photo-quality/calibration";

const outIndex = process.argv.indexOf("--out");
const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
if (out) await mkdir(out, { recursive: true });

const started = Date.now();
const csv = ["file,scene,width,height,tone,variant,expected,sharpness,flagged_blurred"];
const rows = await measureCalibrationSet(async (row) => {
  const file = `${row.scene.id}-${row.name.replace(/[ %]/g, "")}.jpg`;
  csv.push(
    [file, row.scene.id, row.scene.width, row.scene.height, row.scene.tone.name, row.name, row.expected]
      .concat([row.sharpness, row.blurred].map(String))
      .join(","),
  );
  if (out) await writeFile(path.join(out, file), row.jpeg);
  process.stderr.write(".");
});
process.stderr.write(`\n${rows.length} photos in ${Math.round((Date.now() - started) / 1000)} s\n`);
if (out) await writeFile(path.join(out, "calibration.csv"), `${csv.join("\n")}\n`);
console.log(summarise(rows).table);
