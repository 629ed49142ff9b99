import { adminQuery, uniqueDatabaseName, withDatabase } from "../tests/support/test-database";

/**
 * Points this process's app code at a new database on `serverUrl` (or, without one, an embedded
 * database in memory) and answers how to drop it again; dropping twice is harmless.
 */
export async function openScratchDatabase(serverUrl: string | undefined): Promise<() => Promise<void>> {
  if (!serverUrl) {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = "memory://";
    return async () => undefined;
  }
  const name = uniqueDatabaseName("skinsight_bench_");
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  process.env.DATABASE_URL = withDatabase(serverUrl, name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
