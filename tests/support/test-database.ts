import { randomBytes } from "node:crypto";
import pg from "pg";

// Each integration test file gets a database of its own: a copy of a migrated
// template on the PostgreSQL server named by TEST_DATABASE_URL, or a fresh
// embedded PostgreSQL in memory where no server is given.

export const TEMPLATE_PREFIX = "skinsight_tpl_";

export function serverUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}${process.pid}_${randomBytes(4).toString("hex")}`;
}
