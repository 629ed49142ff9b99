import { AsyncLocalStorage } from "node:async_hooks";
import { Prisma } from "@/lib/generated/prisma/client";

// Reads that every visitor shares (a public report, the gallery, a photo's access row) kept in this
// process's memory, and dropped whole as soon as anything they could depend on is written:
// - by this process: right after the write, or after the commit of the transaction that wrote;
// - by any other process (another instance, an operator's SQL): when PostgreSQL's notification
//   from the tables' triggers arrives (./change-feed.ts), a few milliseconds after that commit.
// While the notifications cannot be trusted (not listening yet, connection lost), nothing is kept.
// Access is still decided per request from the cached rows, so only database reads are saved.
// The page cache (lib/cache/page-cache-handler.mjs) keeps the pages visitors get by the same
// generation: whatever drops these reads drops those pages, unless a page's data version (the
// hash of what it shows, from these same reads) is unchanged.
//
// Reads of one table that nothing else changes (the prompts, the providers' keys: every analysis
// or e-mailed code asks for them) are kept apart, by a generation of their table's own: the
// reports, photos and accounts written every few milliseconds under load do not drop them, only a
// write to their table (or a change whose table is not known) does.

/** Tables whose reads are kept by their own generation, by the Prisma model that writes them. */
const OWN_GENERATION_TABLES: Record<string, string> = {
  Prompt: "prompts",
  IntegrationSecret: "integration_secrets",
};

/** Tables whose writes cannot change a cached read; a write to any other table drops the cache. */
const UNRELATED_MODELS = new Set([
  "Session",
  "KnownDevice",
  "LoginChallenge",
  "EmailVerificationToken",
  "RateLimitCounter",
  "SchedulerLease",
  "EmailOutbox",
  "AdminAuditLog",
  "CreditLedgerEntry",
  "ProcessedStripeEvent",
  "ContactMessage",
  "VoucherMailboxClaim",
]);

/**
 * Tables whose new rows cannot change a cached read: a blob is stored before any photo names it
 * (lib/storage creates it alone). Its deletion still counts: its photos go with it by cascade.
 */
const CREATES_UNRELATED = new Set(["StoredBlob"]);
const CREATES = new Set(["create", "createMany", "createManyAndReturn"]);

const WRITES = new Set([
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
  "$executeRaw",
  "$executeRawUnsafe",
]);

/** Entries at most; the oldest go first. */
const MAX_ENTRIES = 5_000;
/** A bound on any entry's life, should a notification ever be missed. */
const MAX_AGE_MS = 60_000;

type Entry = { value: unknown; validUntil: number };
type TableEntry = Entry & { table: string; generation: number };

/** What a transaction wrote, to drop once it has committed or rolled back. */
type Writes = { tables: Set<string>; unknown: boolean };

type State = {
  generation: number;
  entries: Map<string, Entry>;
  /** The earliest expiry a stored read depends on: everything is dropped when it comes. */
  deadline: number;
  /** The generation now, for the page cache (lib/cache/page-cache-handler.mjs). */
  current: () => number;
  /** Whether cross-process notifications are being received; set by lib/db.ts. */
  trusted: () => boolean;
  transactions: AsyncLocalStorage<Writes>;
  /** The generation of each table in OWN_GENERATION_TABLES, and the reads kept by them. */
  tableGenerations: Map<string, number>;
  tableEntries: Map<string, TableEntry>;
};

// On globalThis: Next evaluates this module once per route bundle, and a write seen in one bundle
// must drop the entries another bundle made.
const shared = globalThis as typeof globalThis & { __skinsightReadCache?: State };
const state = (shared.__skinsightReadCache ??= {
  generation: 0,
  entries: new Map(),
  deadline: Infinity,
  current: () => currentGeneration(),
  trusted: () => false,
  transactions: new AsyncLocalStorage(),
  tableGenerations: new Map(),
  tableEntries: new Map(),
});

/** A change that touches the shared reads only (no table kept by its own generation). */
const SHARED_ONLY = "";

/** The generation now, after dropping the shared reads if a stored read's expiry has come. */
function currentGeneration(): number {
  if (Date.now() >= state.deadline) {
    state.deadline = Infinity;
    invalidateCachedReads(SHARED_ONLY);
  }
  return state.generation;
}

const tableGeneration = (table: string) => state.tableGenerations.get(table) ?? 0;

/**
 * Drops the cached reads a change to `changedTable` may touch: the shared reads always, and the
 * reads kept by that table's own generation. Without a table (unknown, or notifications that may
 * have been missed) every read goes. Reads in flight will not store what they found.
 */
export function invalidateCachedReads(changedTable?: string): void {
  state.generation++;
  state.entries.clear();
  for (const table of Object.values(OWN_GENERATION_TABLES)) {
    if (changedTable !== undefined && changedTable !== table) continue;
    state.tableGenerations.set(table, tableGeneration(table) + 1);
    for (const [key, entry] of state.tableEntries) if (entry.table === table) state.tableEntries.delete(key);
  }
}

/** How lib/db.ts tells whether writes by other processes would be heard. */
export function setReadCacheTrust(trusted: () => boolean): void {
  state.trusted = trusted;
}

export type CachedReadOptions<V> = {
  /** When the value stops being true by itself (a listed report's expiry); null for never. */
  expires?: (value: V) => Promise<Date | null> | Date | null;
};

/**
 * The value of `load()`, from memory when an earlier call stored it and nothing was written
 * since. A value is stored only if no write happened while it was being read.
 */
export async function cachedRead<V>(
  key: string,
  load: () => Promise<V>,
  options: CachedReadOptions<V> = {},
): Promise<V> {
  const now = Date.now();
  const generation = currentGeneration();
  const hit = state.entries.get(key);
  if (hit && hit.validUntil > now && state.trusted()) return hit.value as V;
  const value = await load();
  const expires = options.expires ? await options.expires(value) : null;
  if (generation !== state.generation || !state.trusted()) return value;
  const expiry = expires?.getTime() ?? Infinity;
  // Pages rendered from this value (the page cache) must go when it expires too.
  if (expiry > now) state.deadline = Math.min(state.deadline, expiry);
  const validUntil = Math.min(now + MAX_AGE_MS, expiry);
  state.entries.delete(key);
  state.entries.set(key, { value, validUntil });
  if (state.entries.size > MAX_ENTRIES) {
    const oldest = state.entries.keys().next().value;
    if (oldest !== undefined) state.entries.delete(oldest);
  }
  return value;
}

/**
 * The value of `load()`, a read of `table` alone (one of OWN_GENERATION_TABLES' tables), from
 * memory when an earlier call stored it and that table was not written since.
 */
export async function cachedTableRead<V>(table: string, key: string, load: () => Promise<V>): Promise<V> {
  if (!Object.values(OWN_GENERATION_TABLES).includes(table))
    throw new Error(`cachedTableRead: ${table} has no generation of its own`);
  const now = Date.now();
  const generation = tableGeneration(table);
  const hit = state.tableEntries.get(key);
  if (hit && hit.generation === generation && hit.validUntil > now && state.trusted()) return hit.value as V;
  const value = await load();
  if (tableGeneration(table) !== generation || !state.trusted()) return value;
  state.tableEntries.set(key, { value, validUntil: now + MAX_AGE_MS, table, generation });
  return value;
}

/** The table a model's write changes, when its reads are kept by their own generation. */
function ownGenerationTable(model: string | undefined): string | undefined {
  return model === undefined ? undefined : OWN_GENERATION_TABLES[model];
}

/** A raw statement's text: a tagged template's parts joined, or the unsafe form's first argument. */
function rawStatementText(args: unknown): string | undefined {
  const text = Array.isArray(args) ? args[0] : (args as { strings?: unknown } | null)?.strings;
  const sql = Array.isArray(text) ? text.join(" ") : text;
  return typeof sql === "string" ? sql : undefined;
}

/**
 * Whether a raw statement only reads: a SELECT, row locks (FOR UPDATE) included, naming no
 * data-changing command. (A SELECT of a function that writes would pass; the app has none.)
 */
function rawStatementOnlyReads(sql: string): boolean {
  const withoutLocks = sql.replace(/\bFOR\s+(NO\s+KEY\s+)?UPDATE\b/gi, " ");
  return (
    /^\s*SELECT\b/i.test(withoutLocks) &&
    !/\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY)\b/i.test(withoutLocks)
  );
}

/**
 * The table a raw statement writes, when it is one INSERT, UPDATE or DELETE that names it (the
 * charging transaction's `UPDATE users … RETURNING`, a visitor's counter `INSERT INTO
 * rate_limit_counters …`); undefined for anything else (a data-changing WITH, several statements),
 * which may write any table.
 */
function rawStatementTable(sql: string): string | undefined {
  if (/;\s*\S/.test(sql)) return undefined;
  const match = /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:"?\w+"?\.)?"?(\w+)"?/i.exec(sql);
  return match?.[1]?.toLowerCase();
}

/** Whether this operation may change what a cached read returned. */
function mayChangeCachedReads(model: string | undefined, operation: string): boolean {
  if (!WRITES.has(operation) || (model && UNRELATED_MODELS.has(model))) return false;
  return !(model && CREATES_UNRELATED.has(model) && CREATES.has(operation));
}

type Written = { table: string | undefined } | null;

/**
 * What an operation wrote, for the cache: null for nothing; else the table whose own-generation
 * reads it may touch (SHARED_ONLY for none), or undefined when that is not known. Raw queries
 * inside a transaction may be UPDATE ... RETURNING: they count as writes there unless they only
 * read (a row lock before a charge is the common one).
 */
function written(
  model: string | undefined,
  operation: string,
  args: unknown,
  inTransaction: boolean,
): Written {
  const rawQuery = operation === "$queryRaw" || operation === "$queryRawUnsafe";
  if (!mayChangeCachedReads(model, operation) && !(rawQuery && inTransaction)) return null;
  if (model !== undefined) return { table: ownGenerationTable(model) ?? SHARED_ONLY };
  const sql = rawStatementText(args);
  if (sql === undefined) return { table: undefined };
  if (rawStatementOnlyReads(sql)) return null;
  return { table: rawStatementTable(sql) };
}

/**
 * The client extension that drops the cache after each write, and marks the surrounding
 * transaction so it is dropped again after the commit (a read between the write and the commit
 * still saw the old rows).
 */
export const dropCachedReadsOnWrite = Prisma.defineExtension({
  name: "drop-cached-reads-on-write",
  query: {
    async $allOperations({ model, operation, args, query }) {
      const transaction = state.transactions.getStore();
      try {
        return await query(args);
      } finally {
        const write = written(model, operation, args, transaction !== undefined);
        if (write) invalidateCachedReads(write.table);
        if (write && transaction) {
          if (write.table === undefined) transaction.unknown = true;
          else transaction.tables.add(write.table);
        }
      }
    },
  },
});

/** Runs a transaction so that, if it wrote, the cache is dropped once it has committed or rolled back. */
export async function trackTransaction<T>(run: () => Promise<T>): Promise<T> {
  const writes: Writes = { tables: new Set(), unknown: false };
  try {
    return await state.transactions.run(writes, run);
  } finally {
    if (writes.unknown) invalidateCachedReads();
    else for (const table of writes.tables) invalidateCachedReads(table);
  }
}
