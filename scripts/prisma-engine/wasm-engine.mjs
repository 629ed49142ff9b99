// The WebAssembly schema engine, connected to PostgreSQL through @prisma/adapter-pg or to the app's embedded
// PGlite folder through pglite-prisma-adapter, with what the CLI needs from the native engine and the
// WebAssembly build lacks.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory, DriverAdapterError } from "@prisma/driver-adapter-utils";
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

// prisma.config.ts names the embedded folder `postgresql://embedded.invalid/pgdata?data_dir=...` when
// DATABASE_URL is unset; `.invalid` never resolves (RFC 2606), so no tool can mistake it for a server.
const EMBEDDED_HOST = "embedded.invalid";

/** The DATA_DIR that `url` names when it is the embedded database's pseudo URL. */
export function embeddedDataDir(url) {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  return parsed?.hostname === EMBEDDED_HOST ? (parsed.searchParams.get("data_dir") ?? undefined) : undefined;
}

/**
 * Opens the embedded database exactly as the app does (lib/db/embedded.ts): creates the folder and takes
 * its lock, which close() releases. tsx loads the app's TypeScript.
 */
export async function openEmbeddedDatabase(dataDir) {
  // Registered globally rather than through tsImport, whose private module copies would give the app's PGlite
  // another DatabaseError class than the adapter checks for (its errors would reach the engine unconverted).
  (await import("tsx/esm/api")).register();
  const embedded = await import(new URL("../../lib/db/embedded.ts", import.meta.url).href);
  return embedded.openEmbeddedDatabase(dataDir);
}

export const notForMigrateDev =
  "`prisma migrate dev` does not run on the embedded database (PGlite in DATA_DIR): create migrations with a " +
  "PostgreSQL server, which provides the shadow database it needs (set DATABASE_URL), then apply them here " +
  "with `prisma migrate deploy`.";

async function pgliteAdapter(pglite) {
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const adapter = await new PrismaPGlite(pglite).connect();
  // The adapter does not await the script, so a failing migration would be recorded as applied.
  adapter.executeScript = async (script) => {
    await pglite.exec(script).catch((error) => {
      const { code = "", severity = "ERROR", message, detail, column, hint } = error;
      throw new DriverAdapterError({ kind: "postgres", code, severity, message, detail, column, hint });
    });
  };
  return adapter;
}

/** A migration-aware adapter factory for the embedded PGlite in `dataDir`. */
function pgliteFactory(dataDir) {
  let opened;
  const open = () => (opened ??= openEmbeddedDatabase(dataDir));
  return {
    provider: "postgres",
    adapterName: "pglite-prisma-adapter",
    open,
    connect: async () => pgliteAdapter(await open()),
    // A throwaway in-memory PGlite, for `migrate diff --from-migrations`.
    async connectToShadowDb() {
      const { PGlite } = await import("@electric-sql/pglite");
      const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
      // The extensions of lib/db/pglite-extensions.ts, which the migrations create.
      const shadow = await PGlite.create({ extensions: { pg_trgm } });
      const adapter = await pgliteAdapter(shadow);
      adapter.dispose = () => shadow.close();
      return adapter;
    },
    /** Shuts PGlite down cleanly and releases the folder. */
    close: () =>
      opened?.then(
        (pglite) => pglite.close(),
        () => {},
      ),
  };
}

/** The adapter factory for the database at `url`: the embedded folder, a PostgreSQL server, or none. */
export function adapterFactory(url) {
  const dataDir = embeddedDataDir(url);
  if (dataDir) return pgliteFactory(dataDir);
  if (url) return pgFactory(url);
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: noUrl,
    connectToShadowDb: noUrl,
  };
}

/** Starts an engine for `datamodels` ([path, content] pairs) on the databases of `factory`. */
export function startEngine(wasm, { datamodels, factory, log }) {
  return wasm.SchemaEngine.new({ datamodels }, log, bindMigrationAwareSqlAdapterFactory(factory));
}

async function noUrl() {
  throw new Error("No database URL: set DATABASE_URL (read by prisma.config.ts).");
}
