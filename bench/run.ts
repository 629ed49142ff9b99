// `npm run bench`: every benchmark, one after the other, on a fresh clone too.
//
// Builds the app when there is no production build, then runs the HTTP benchmark (bench/http.ts)
// on the embedded database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL
// server, on PostgreSQL; then the upload benchmark (bench/upload.ts) and the analysis benchmark
// (bench/analysis.ts, on each database), the queries per read (bench/queries.ts) and the streamed
// analysis (bench/stream.ts), on each database.
// Results go to bench/results/*.json; docs/BENCHMARKS.md
// explains them. Run it on an otherwise idle machine.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, capture = false): string {
  const started = Date.now();
  const child = spawnSync(command, args, {
    env,
    encoding: "utf8",
    stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${child.status}`);
  console.error(`(${args.join(" ")}: ${Math.round((Date.now() - started) / 1000)} s)`);
  return child.stdout ?? "";
}

mkdirSync("bench/results", { recursive: true });
if (!existsSync(".next/BUILD_ID")) run("npm", ["run", "build"]);
run("npx", ["tsx", "bench/http.ts"]);

const upload = run(
  "npx",
  ["tsx", "bench/upload.ts", "3"],
  { ...process.env, BENCH_UPLOAD_JSON: "bench/results/upload-embedded.json" },
  true,
);
console.log(upload);

for (const kind of SERVER_URL ? ["postgresql", "embedded"] : ["embedded"]) {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_N: process.env.BENCH_N ?? "30" };
  if (kind === "embedded") delete env.BENCH_DATABASE_URL;
  else env.BENCH_DATABASE_URL = SERVER_URL;
  run("npx", ["tsx", "bench/queries.ts"], env);
  const output = run("npx", ["tsx", "bench/analysis.ts"], env, true);
  const json = output.slice(output.indexOf("{"));
  writeFileSync(`bench/results/analysis-${kind}.json`, `${JSON.stringify(JSON.parse(json), null, 2)}\n`);
  console.log(`analysis on ${kind}:`, json);
  const streamed = run("npx", ["tsx", "bench/stream.ts"], { ...env, NODE_OPTIONS: "--expose-gc" }, true);
  const streamJson = streamed.slice(streamed.indexOf("{"));
  writeFileSync(`bench/results/stream-${kind}.json`, `${JSON.stringify(JSON.parse(streamJson), null, 2)}\n`);
  console.log(`streamed analysis on ${kind}:`, streamJson);
}
