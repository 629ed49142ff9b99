import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
// Outside Next there is no cache scope: the shared reads run uncached (tests/support/next-cache.ts).
const outsideNext = {
  ...alias,
  "next/cache": path.resolve(import.meta.dirname, "tests/support/next-cache.ts"),
};

// next-intl imports `next/navigation` without its file extension, which Node's own loader refuses:
// transformed by Vite, it resolves as Next's bundler resolves it.
const server = { deps: { inline: ["next-intl"] } };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias: outsideNext },
        test: {
          name: "unit",
          server,
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          env: { APP_ENV: "testing", DATA_DIR: "memory://", LOG_LEVEL: "silent" },
        },
      },
      {
        resolve: { alias: outsideNext },
        test: {
          name: "integration",
          server,
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/database-per-file.ts"],
          env: { APP_ENV: "testing", LOG_LEVEL: "silent", NEXTAUTH_SECRET: "integration-test-secret" },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      {
        // Run after `npm run build`: they start the production build as child processes.
        resolve: { alias },
        test: {
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          environment: "node",
          env: { LOG_LEVEL: "silent" },
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: "forks",
          fileParallelism: false,
        },
      },
    ],
  },
});
