import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

// Errors seen when the database restarts (tests/system/database-restart.test.ts) answer 503;
// everything else keeps its own answer or is a logged 500.

const adapterError = (cause: Record<string, unknown>) =>
  Object.assign(new Error("Database error"), {
    code: "P2010",
    meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
  });

describe("a database that is unavailable", () => {
  it.each([
    [
      "a connection cut by a restart (57P01)",
      adapterError({ kind: "postgres", code: "57P01", originalCode: "57P01" }),
    ],
    ["a server still starting (57P03)", adapterError({ kind: "postgres", code: "57P03" })],
    ["a refused connection", adapterError({ kind: "DatabaseNotReachable", host: "127.0.0.1" })],
    ["a closed connection", adapterError({ kind: "ConnectionClosed" })],
    ["too many connections", adapterError({ kind: "TooManyConnections" })],
    ["Prisma's 'cannot reach the server'", Object.assign(new Error("Can't reach"), { code: "P1001" })],
    ["Prisma's pool timeout", Object.assign(new Error("Timed out fetching a connection"), { code: "P2024" })],
    ["node-postgres losing its socket", new Error("Connection terminated unexpectedly")],
    ["a connection not made in time", new Error("timeout exceeded when trying to connect")],
    [
      "a transaction that found no connection in time",
      Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), {
        code: "P2028",
      }),
    ],
    [
      "a transaction that ran out of time",
      Object.assign(
        new Error(
          "Transaction API error: Transaction already closed: A query cannot be executed on an expired transaction. The timeout for this transaction was 15000 ms, however 15010 ms passed since the start of the transaction.",
        ),
        { code: "P2028" },
      ),
    ],
    [
      "a refused socket deep in a cause chain",
      new Error("outer", {
        cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      }),
    ],
  ])("is recognised: %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("Unique constraint"), { code: "P2002" })],
    ["a query the server refused", adapterError({ kind: "postgres", code: "22P02" })],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    [
      "a finished transaction used again (a bug)",
      Object.assign(
        new Error(
          "Transaction API error: Transaction already closed: A query cannot be executed on a committed transaction.",
        ),
        { code: "P2028" },
      ),
    ],
    ["not an error at all", "oops"],
    ["nothing", null],
  ])("is not mistaken for it: %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
