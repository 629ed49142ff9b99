// Where a CPU profile of the server spent its time: by package (or built chunk) and by function,
// self time, largest first.
//
//   BENCH_PROFILE=/tmp/prof BENCH_DATABASES=postgresql BENCH_ONLY='reports/\{id\}' npx tsx bench/http.ts
//   npx tsx bench/profile-summary.ts /tmp/prof/CPU.*.cpuprofile [rows]
//
// The profile covers the server's whole life in that run (start-up and the no-database route's runs
// included), so compare two profiles made the same way rather than reading one alone. Time inside a
// system call (writev, for instance) counts as the calling function's, including time the thread
// waited for a core.

import { readFileSync } from "node:fs";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** node_modules' package, a built chunk of the app, or the runtime's own name. */
function placeOf(frame: ProfileNode["callFrame"]): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (inPackage) return inPackage[1]!;
  const chunk = frame.url.split(".next/server/")[1];
  if (chunk) return `.next/${chunk.slice(0, 60)}`;
  return frame.url.split("/").pop() || frame.functionName || "(native)";
}

function top(totals: Map<string, number>, all: number, rows: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => `${((micros / all) * 100).toFixed(1).padStart(5)} %  ${name}`);
}

const [file, rowsArgument] = process.argv.slice(2);
if (!file) throw new Error("usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArgument ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, index) => {
  const frame = nodes.get(id)!.callFrame;
  const micros = profile.timeDeltas[index] ?? 0;
  all += micros;
  const place = placeOf(frame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  const name = `${frame.functionName || "(anonymous)"}  ${place}:${frame.lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
});
console.log(`${(all / 1e6).toFixed(1)} s sampled in ${file}\n\nby package or chunk:`);
console.log(top(byPlace, all, rows).join("\n"));
console.log("\nby function:");
console.log(top(byFunction, all, rows).join("\n"));
