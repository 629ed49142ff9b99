// The WebAssembly schema engine, connected to PostgreSQL through @prisma/adapter-pg,
// with what the CLI needs from the native engine and the WebAssembly build lacks.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

// adapter-pg rejects PostgreSQL's internal "char" type (oid 18), found in the catalog the engine reads: read it as text.
const addFields = pg.Result.prototype.addFields;
pg.Result.prototype.addFields = function (fields) {
  for (const field of fields) if (field.dataTypeID === 18) field.dataTypeID = 25;
  return addFields.call(this, fields);
};

/** Where the engine leaves the message of a panic before it throws a bare RuntimeError ("unreachable"). */
export const panics = { message: "" };
globalThis.PRISMA_WASM_PANIC_REGISTRY = { set_message: (message) => (panics.message = message) };

/** Instantiates the CLI's own engine build (the version it expects) with the npm package's glue code. */
export function loadWasm() {
  const cli = dirname(createRequire(import.meta.url).resolve("prisma/package.json"));
  const compiled = new WebAssembly.Module(readFileSync(join(cli, "build", "schema_engine_bg.wasm")));
  const instance = new WebAssembly.Instance(compiled, { "./schema_engine_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return glue;
}

/** `url` with its database name replaced. */
export function withDatabase(url, database) {
  const copy = new URL(url);
  copy.pathname = `/${encodeURIComponent(database)}`;
  return copy.toString();
}

async function connect(url) {
  const schema = new URL(url).searchParams.get("schema") ?? undefined;
  const adapter = await new PrismaPg({ connectionString: url }, { schema }).connect();
  // adapter-pg splits scripts at every ";", even in strings; without parameters pg sends the whole migration
  // as one simple query, which PostgreSQL runs in one implicit transaction, like the native engine.
  adapter.executeScript = async (script) => {
    await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
  };
  return adapter;
}

/** A migration-aware adapter factory for the PostgreSQL server at `url`. */
function pgFactory(url) {
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => connect(url),
    // adapter-pg's own shadow database drops the database before closing its pool, which fails and leaks it.
    async connectToShadowDb() {
      const main = await connect(url);
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      await main.executeScript(`CREATE DATABASE "${name}"`);
      const shadow = await connect(withDatabase(url, name));
      const closePool = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await closePool();
        await main.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await main.dispose();
      };
      return shadow;
    },
  };
}

/** Starts an engine for `datamodels` ([path, content] pairs) on the database at `url`. */
export function startEngine(wasm, { datamodels, url, log }) {
  const factory = url
    ? pgFactory(url)
    : { provider: "postgres", adapterName: "@prisma/adapter-pg", connect: noUrl, connectToShadowDb: noUrl };
  return wasm.SchemaEngine.new({ datamodels }, log, bindMigrationAwareSqlAdapterFactory(factory));
}

async function noUrl() {
  throw new Error("No database URL: set DATABASE_URL (read by prisma.config.ts).");
}
