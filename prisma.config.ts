import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

// The native schema engine cannot be downloaded here: the CLI talks to our WebAssembly stand-in instead.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(
  new URL("./scripts/prisma-engine/schema-engine", import.meta.url),
);

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Left undefined when DATABASE_URL is unset: `prisma generate` does not need it, and migrate commands then
  // stop with Prisma's own "datasource.url is required" instead of trying a made-up server.
  datasource: { url: process.env.DATABASE_URL },
});
