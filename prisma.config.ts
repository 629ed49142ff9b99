import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

// Next reads .env; the Prisma CLI does not. Read it here too, so both reach the same database
// (variables already set in the environment win, as with Next).
for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);

// The native schema engine cannot be downloaded here: the CLI talks to our WebAssembly stand-in instead.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(
  new URL("./scripts/prisma-engine/schema-engine", import.meta.url),
);

/** The app's default database, the embedded PGlite in DATA_DIR (resolved as lib/config/env.ts and lib/db do). */
function embeddedUrl(): string {
  const dataDir = process.env.DATA_DIR ?? "./data";
  const absolute = dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir);
  // A pseudo URL that only our engine understands: `.invalid` never resolves, so it cannot reach a server.
  return `postgresql://embedded.invalid/pgdata?data_dir=${encodeURIComponent(absolute)}`;
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL?.trim() || embeddedUrl() },
});
