import { afterAll, beforeAll, inject } from "vitest";
import { resetEnv } from "@/lib/config/env";
import { databaseAdapterFactory, disconnectDatabase } from "@/lib/db";
import { applyPendingMigrations } from "@/lib/db/migrations";
import { adminQuery, serverUrl, uniqueDatabaseName, withDatabase } from "./test-database";

let database: string | undefined;

beforeAll(async () => {
  await disconnectDatabase();
  const url = serverUrl();
  const template = inject("templateDatabase");
  if (url && template) {
    database = uniqueDatabaseName("skinsight_test_");
    await adminQuery(url, `CREATE DATABASE "${database}" TEMPLATE "${template}"`);
    process.env.DATABASE_URL = withDatabase(url, database);
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = "memory://";
  }
  resetEnv();
  if (!database) await applyPendingMigrations(await databaseAdapterFactory());
});

afterAll(async () => {
  await disconnectDatabase();
  const url = serverUrl();
  if (url && database) await adminQuery(url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
});
