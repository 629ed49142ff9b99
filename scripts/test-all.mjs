// `npm test`: every check, in order, stopping at the first failure. Ends with
// one line that counts the tests of Vitest and Playwright together.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const steps = [
  ["prisma client", "npx", ["prisma", "generate"]],
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
  ["format", "npx", ["prettier", "--check", "."]],
  [
    "unit and integration tests",
    "npx",
    [
      "vitest",
      "run",
      "--project=unit",
      "--project=integration",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=test-results/vitest.json",
    ],
  ],
  ["build", "npx", ["next", "build"]],
  [
    "system tests (the built app as processes)",
    "npx",
    [
      "vitest",
      "run",
      "--project=system",
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=test-results/vitest-system.json",
    ],
  ],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of ["test-results/vitest.json", "test-results/vitest-system.json"]) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  if (existsSync("test-results/playwright.json")) {
    const stats = JSON.parse(readFileSync("test-results/playwright.json", "utf8")).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  }
  return { passed, failed };
}

let failedStep;
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  console.log(
    `  ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const { passed, failed } = counts();
if (failedStep) console.log(`\nFailed at: ${failedStep}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
