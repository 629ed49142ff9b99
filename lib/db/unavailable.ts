// Whether an error means "the database could not be reached, dropped the connection or was too
// busy to serve in time" (a restart, a failover, a pool that stayed full), as opposed to a bug
// or a refused query. The request's transaction rolled back, unless the connection was lost
// during COMMIT, when the outcome is unknown: a retry is safe for reads and for changes guarded by
// an idempotency key or a conditional update, which is how the app's charges and webhooks are made.

export const DATABASE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

/** Prisma's codes for a server it cannot reach, a lost connection and a pool that stayed full. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);

/** The driver adapter's kinds for the same, as found in `meta.driverAdapterError.cause.kind`. */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/** SQLSTATE: connection exceptions (08xxx), shutdown and start-up (57P01-57P03), too many connections. */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** A socket that failed; also matches another service's connection a handler let through, which is as transient. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * What node-postgres throws when the socket closes or a connection is not made in time, and
 * Prisma's P2028 when a transaction found no connection or ran out of time (not its other
 * P2028s, which are bugs such as using a finished transaction).
 */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Unable to start a transaction in the given time|timeout for this transaction was/i;

/**
 * The database could not be reached, said again by code that caught the driver's error where it
 * cannot pass it on as it is (a read kept by Next's cache: lib/cache/shared-reads.ts).
 */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super(DATABASE_UNAVAILABLE);
    this.name = "DatabaseUnavailableError";
  }
}

type Inspectable = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

function isUnavailable(value: Inspectable): boolean {
  const codes = [value.code, value.originalCode].filter((c): c is string => typeof c === "string");
  if (codes.some((code) => PRISMA_CODES.has(code) || SQLSTATE.test(code) || SOCKET_CODES.has(code)))
    return true;
  if (typeof value.kind === "string" && ADAPTER_KINDS.has(value.kind)) return true;
  return typeof value.message === "string" && DRIVER_MESSAGES.test(value.message);
}

/** Looks through the error, its `cause` chain and Prisma's wrapped adapter error. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const value = queue.shift();
    if (!value || typeof value !== "object" || seen.has(value)) continue;
    seen.add(value);
    const inspectable = value as Inspectable;
    if (value instanceof DatabaseUnavailableError || isUnavailable(inspectable)) return true;
    queue.push(inspectable.cause, inspectable.meta?.driverAdapterError);
  }
  return false;
}
