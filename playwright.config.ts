import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Chromium against the built app (`next start`), once on
// the PostgreSQL server of TEST_DATABASE_URL (when given) and once on the
// embedded database, the zero-configuration default.

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const launchOptions = {
  executablePath: chromiumPath === "bundled" ? undefined : chromiumPath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

// E2E_PORT lets several checkouts on one machine run the suite side by side.
const basePort = Number(process.env.E2E_PORT ?? 3100);
const servers = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgresql", port: basePort, database: "server" }] : []),
  { name: "embedded", port: basePort + 1, database: "embedded" },
];

// With a PostgreSQL server the whole suite runs there, and the embedded database (the
// zero-configuration default) runs the journeys that reach every kind of database work: uploads
// and photos, analyses and charges (streamed too: a run's row written as the model writes),
// sign-in and sessions, the gallery and shared reports, the console's lists, at the desktop width
// only: the phone layout (titles saying 390 px) does not depend on the database, and the
// PostgreSQL project checks it. The two projects run side by side (one worker each), which keeps
// CI under 30 minutes. Without a server everything runs embedded.
const EMBEDDED_SPECS = [
  "0-community-link.spec.ts",
  "landing.spec.ts",
  "gallery.spec.ts",
  "shared-report.spec.ts",
  "sign-in.spec.ts",
  "uploads.spec.ts",
  "upload-wizard.spec.ts",
  "owner-report.spec.ts",
  "live-analysis.spec.ts",
  "simulated-checkout.spec.ts",
  "admin-console.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  // The two databases' projects run side by side, each on its own server and database, each one
  // test at a time (a test may change the settings every page of its server reads).
  workers: servers.length,
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: { trace: "retain-on-failure", screenshot: "only-on-failure", launchOptions },
  projects: servers.map((server) => ({
    name: server.name,
    workers: 1,
    testMatch: server.database === "embedded" && servers.length > 1 ? EMBEDDED_SPECS : undefined,
    grepInvert: server.database === "embedded" && servers.length > 1 ? /\b390 px\b/ : undefined,
    use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${server.port}`, launchOptions },
  })),
  webServer: servers.map((server) => ({
    command: `node tests/e2e/support/start-server.mjs ${server.database} ${server.port}`,
    url: `http://127.0.0.1:${server.port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
