import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import {
  bindMigrationAwareSqlAdapterFactory,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { pgliteExtensions } from "./pglite-extensions";

// Prisma Migrate in-process, with Prisma's WebAssembly schema engine: the app applies prisma/migrations at
// start-up, on PostgreSQL or the embedded PGlite, and records them in _prisma_migrations exactly as
// `prisma migrate deploy` does.

type Glue = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");

export type MigrationOptions = {
  /** The migrations folder, relative to the working directory. */
  migrationsDir?: string;
  /** The Prisma schema, relative to the working directory. */
  schemaPath?: string;
};

const filters = { externalTables: [], externalEnums: [] };

type PostgresError = Error & Partial<Record<"code" | "severity" | "detail" | "column" | "hint", string>>;

// The glue module keeps its WebAssembly instance in a module variable: instantiate once per process,
// even when Next evaluates this module more than once.
const shared = globalThis as typeof globalThis & {
  __schemaEngineWasm?: Promise<Glue>;
  PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void };
};
let lastPanic = "";
// The engine reports a panic's message here before it throws a bare "unreachable".
shared.PRISMA_WASM_PANIC_REGISTRY ??= {
  set_message(message) {
    lastPanic = message;
  },
};

function loadEngine(): Promise<Glue> {
  shared.__schemaEngineWasm ??= (async () => {
    const glue = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    // The Prisma CLI ships the engine build it expects; the npm package only provides the matching glue code.
    const require = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json"));
    const wasm = await readFile(
      path.join(path.dirname(require.resolve("prisma/package.json")), "build", "schema_engine_bg.wasm"),
    );
    const { instance } = await WebAssembly.instantiate(wasm, { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return shared.__schemaEngineWasm;
}

function resolvePath(file: string): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}

/** The migrations folder as the Prisma CLI hands it to the engine. */
async function readMigrations(dir: string): Promise<MigrationList> {
  const lockfile = await readFile(path.join(dir, "migration_lock.toml"), "utf8").catch(() => null);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: await readFile(path.join(dir, name, "migration.sql"), "utf8").then(
            (value) => ({ tag: "ok" as const, value }),
            (error: Error) => ({ tag: "error" as const, value: error.message }),
          ),
        },
      })),
  );
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: lockfile },
    migrationDirectories,
    shadowDbInitScript: "",
  };
}

/** Both adapters mishandle migration scripts: run each whole, in one implicit transaction, like the native engine. */
function runScriptsWhole(adapter: SqlDriverAdapter): SqlDriverAdapter {
  if (adapter.adapterName === "@prisma/adapter-pg") {
    // adapter-pg splits scripts at every ";", even in strings; without parameters pg sends one simple query.
    adapter.executeScript = async (script) => {
      await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
    };
  } else if (adapter.adapterName === "pglite-prisma-adapter") {
    // PGlite's adapter does not await the script, so a failing migration would be recorded as applied.
    const { client } = adapter as unknown as { client: PGlite };
    adapter.executeScript = async (script) => {
      await client.exec(script).catch((error: PostgresError) => {
        const { code = "", severity = "ERROR", message, detail, column, hint } = error;
        throw new DriverAdapterError({ kind: "postgres", code, severity, message, detail, column, hint });
      });
    };
  }
  return adapter;
}

/** Runs `task` on a fresh engine over `factory`, then frees it and closes the connections it opened. */
async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  task: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const glue = await loadEngine();
  const opened: SqlDriverAdapter[] = [];
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = runScriptsWhole(await factory.connect());
      opened.push(adapter);
      return adapter;
    },
    // The engine closes its shadow database itself.
    connectToShadowDb: async () => runScriptsWhole(await factory.connectToShadowDb()),
  };
  const engine = await glue.SchemaEngine.new(
    { datamodels: undefined },
    () => {},
    bindMigrationAwareSqlAdapterFactory(tracked),
  );
  try {
    return await task(engine);
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError)
      throw new Error(`Schema engine panic: ${lastPanic}`, { cause: error });
    throw error;
  } finally {
    engine.free();
    // The engine leaves its connections open (a pg pool would keep the database busy and Node alive).
    await Promise.all(opened.map((adapter) => adapter.dispose()));
  }
}

/**
 * Applies the migrations of `migrationsDir` that the database has not seen yet, like `prisma migrate deploy`.
 * Only the factory's `connect()` is used; its adapter is disposed afterwards (which leaves a PGlite open).
 */
export async function applyPendingMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  { migrationsDir = "prisma/migrations" }: MigrationOptions = {},
): Promise<{ applied: string[] }> {
  const migrationsList = await readMigrations(resolvePath(migrationsDir));
  const { appliedMigrationNames } = await withEngine(factory, (engine) =>
    engine.applyMigrations({ migrationsList, filters }),
  );
  return { applied: appliedMigrationNames };
}

/**
 * The SQL that a new migration would need for the database of the migrations to match the schema: empty when
 * they agree. Replays the migrations in an in-memory PGlite, so no server is needed.
 */
export async function unmigratedSchemaChanges({
  migrationsDir = "prisma/migrations",
  schemaPath = "prisma/schema.prisma",
}: MigrationOptions = {}): Promise<string> {
  const migrationsList = await readMigrations(resolvePath(migrationsDir));
  const files = [{ path: schemaPath, content: await readFile(resolvePath(schemaPath), "utf8") }];
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
  ]);
  const shadow = await PGlite.create({ extensions: await pgliteExtensions() });
  // Nothing runs on the main database here: both sides use the one throwaway instance.
  const factory = new PrismaPGlite(shadow);
  factory.connectToShadowDb = () => factory.connect();
  try {
    // Before the first migration there is no lock file yet (`prisma migrate dev` writes it with that one).
    const lockfile = {
      ...migrationsList.lockfile,
      content: migrationsList.lockfile.content ?? 'provider = "postgresql"\n',
    };
    const from = { tag: "migrations" as const, ...migrationsList, lockfile };
    const { exitCode, stdout } = await withEngine(factory, (engine) =>
      engine.diff({ from, to: { tag: "schemaDatamodel", files }, script: true, exitCode: true, filters }),
    );
    return exitCode === 0 ? "" : (stdout ?? "");
  } finally {
    await shadow.close();
  }
}
