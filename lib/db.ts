import type { PGlite } from "@electric-sql/pglite";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { env } from "@/lib/config/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { openEmbeddedDatabase } from "./db/embedded";

// One Prisma client for the process, on PostgreSQL (DATABASE_URL) or on the
// embedded PGlite in DATA_DIR. Callers never see the difference.

export type Db = PrismaClient;

export type DatabaseTarget =
  { kind: "server"; url: string; poolSize: number } | { kind: "embedded"; dataDir: string };

export function databaseTarget(): DatabaseTarget {
  const { DATABASE_URL, DATABASE_POOL_SIZE, DATA_DIR } = env();
  return DATABASE_URL
    ? { kind: "server", url: DATABASE_URL, poolSize: DATABASE_POOL_SIZE }
    : { kind: "embedded", dataDir: DATA_DIR };
}

/**
 * Prisma's defaults (2 s to get a connection, 5 s to finish) fail interactive transactions with
 * a 500 as soon as a burst queues requests on the pool; these wait as long as the pool does.
 */
const TRANSACTION_DEFAULTS = { maxWait: 10_000, timeout: 15_000 };

type State = { client: PrismaClient; factory: LazyAdapterFactory };

// Next evaluates this module more than once per process (instrumentation and
// route bundles), so the client lives on globalThis: a second PGlite on the
// same folder would diverge.
const globalState = globalThis as typeof globalThis & { __skinsightDb?: State };

/** Loads the adapter for the target on first use, so the unused one is never imported. */
class LazyAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName: string;
  private loaded?: Promise<SqlMigrationAwareDriverAdapterFactory>;
  private pglite?: Promise<PGlite>;

  constructor(readonly target: DatabaseTarget) {
    this.adapterName = target.kind === "server" ? "@prisma/adapter-pg" : "pglite-prisma-adapter";
  }

  embedded(): Promise<PGlite> {
    if (this.target.kind !== "embedded") throw new Error("Not an embedded database");
    this.pglite ??= openEmbeddedDatabase(this.target.dataDir);
    return this.pglite;
  }

  /** The real adapter factory; the migration runner uses it too. */
  factory(): Promise<SqlMigrationAwareDriverAdapterFactory> {
    this.loaded ??= this.load();
    return this.loaded;
  }

  private async load(): Promise<SqlMigrationAwareDriverAdapterFactory> {
    if (this.target.kind === "server") {
      const { PrismaPg } = await import("@prisma/adapter-pg");
      return new PrismaPg({
        connectionString: this.target.url,
        max: this.target.poolSize,
        // A server that accepts no connection (down, restarting) or a pool that stays full fails
        // the request in 10 s with a 503 rather than holding it; node-postgres would wait forever.
        connectionTimeoutMillis: 10_000,
      });
    }
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    return new PrismaPGlite(await this.embedded());
  }

  async connect(): Promise<SqlDriverAdapter> {
    return (await this.factory()).connect();
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return (await this.factory()).connectToShadowDb();
  }

  async close(): Promise<void> {
    if (this.pglite) await (await this.pglite).close();
  }
}

function createState(): State {
  const factory = new LazyAdapterFactory(databaseTarget());
  const client = new PrismaClient({ adapter: factory, transactionOptions: TRANSACTION_DEFAULTS });
  return { client, factory };
}

function state(): State {
  globalState.__skinsightDb ??= createState();
  return globalState.__skinsightDb;
}

/** The Prisma client. Property access is forwarded so `db` can be imported at module load. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = state().client;
    const value = Reflect.get(client, property, client) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

/** The adapter factory of the current client, for the migration runner. */
export function databaseAdapterFactory(): Promise<SqlMigrationAwareDriverAdapterFactory> {
  return state().factory.factory();
}

/** Closes the client (and the embedded database with its folder lock). */
export async function disconnectDatabase(): Promise<void> {
  const current = globalState.__skinsightDb;
  if (!current) return;
  globalState.__skinsightDb = undefined;
  await current.client.$disconnect();
  await current.factory.close();
}
