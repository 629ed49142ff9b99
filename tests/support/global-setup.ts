import type { TestProject } from "vitest/node";
import { PrismaPg } from "@prisma/adapter-pg";
import { applyPendingMigrations } from "@/lib/db/migrations";
import { TEMPLATE_PREFIX, adminQuery, serverUrl, uniqueDatabaseName, withDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

/** Migrates one template database; every test file copies it (fast, isolated). */
export default async function setup(project: TestProject) {
  const url = serverUrl();
  if (!url) {
    project.provide("templateDatabase", null);
    return;
  }
  const template = uniqueDatabaseName(TEMPLATE_PREFIX);
  await adminQuery(url, `CREATE DATABASE "${template}"`);
  const adapter = new PrismaPg({ connectionString: withDatabase(url, template) });
  await applyPendingMigrations(adapter);
  project.provide("templateDatabase", template);
  return async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  };
}
