import { createRequire } from "node:module";
import path from "node:path";

// The SQL this process sends to the database, as the driver sends it: node-postgres's
// Client.query on a PostgreSQL server (BEGIN and COMMIT included); on the embedded database
// PGlite's query, and in a transaction its transaction's query, with a BEGIN for each transaction
// (not its COMMIT). For tests and benchmarks that pin how many statements, and which, a piece of
// work costs.

type Query = (...args: unknown[]) => unknown;

/** The statements sent since the recorder started, oldest first. */
export type StatementRecorder = { readonly texts: string[]; stop: () => void };

function textOf(first: unknown): string {
  if (typeof first === "string") return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : String(first);
}

/** Wraps `owner[name]`, recording each statement's text; stop() puts it back. */
function wrap(owner: Record<string, unknown>, name: string, texts: string[]): () => void {
  const original = owner[name] as Query;
  owner[name] = function (this: unknown, ...args: unknown[]) {
    texts.push(textOf(args[0]));
    return original.apply(this, args);
  };
  return () => {
    owner[name] = original;
  };
}

/**
 * Records every statement from now on. On the embedded database the app's PGlite must be open
 * already (any query through `db` opens it).
 */
export async function recordStatements(): Promise<StatementRecorder> {
  const texts: string[] = [];
  const state = (globalThis as { __skinsightDb?: { factory: { embedded: () => Promise<unknown> } } })
    .__skinsightDb;
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    const pg = createRequire(import.meta.url)(path.resolve("node_modules/pg")) as {
      Client: { prototype: Record<string, unknown> };
    };
    return { texts, stop: wrap(pg.Client.prototype, "query", texts) };
  }
  if (!state) throw new Error("recordStatements: the embedded database is not open yet");
  const pglite = (await state.factory.embedded()) as Record<string, unknown>;
  const unwrapQuery = wrap(pglite, "query", texts);
  const unwrapTransaction = recordTransactions(pglite, texts);
  return {
    texts,
    stop: () => {
      unwrapQuery();
      unwrapTransaction();
    },
  };
}

/**
 * PGlite runs a transaction's statements through the transaction object it hands to its callback,
 * not through `query`: each transaction is recorded as a BEGIN, then its statements.
 */
function recordTransactions(pglite: Record<string, unknown>, texts: string[]): () => void {
  const original = pglite.transaction as (callback: (tx: Record<string, unknown>) => unknown) => unknown;
  pglite.transaction = function (this: unknown, callback: (tx: Record<string, unknown>) => unknown) {
    texts.push("BEGIN");
    return original.call(this, (tx) => {
      wrap(tx, "query", texts);
      return callback(tx);
    });
  };
  return () => {
    pglite.transaction = original;
  };
}

/** The statements `work` sends, with its result. The database must be open (any query opens it). */
export async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  const recorder = await recordStatements();
  try {
    return { result: await work(), texts: recorder.texts };
  } finally {
    recorder.stop();
  }
}
