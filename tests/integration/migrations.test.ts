import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { describe, expect, it } from "vitest";
import { DataFolderLockedError, lockDataFolder } from "@/lib/db/data-folder-lock";
import { openEmbeddedDatabase } from "@/lib/db/embedded";
import { applyPendingMigrations, unmigratedSchemaChanges } from "@/lib/db/migrations";
import { pgliteExtensions } from "@/lib/db/pglite-extensions";
import { DEFAULT_SETTINGS, SettingsSchema, settingsInEuros } from "@/lib/settings/schema";
import { adminQuery, serverUrl, uniqueDatabaseName, withDatabase } from "@/tests/support/test-database";

const MIGRATIONS = "prisma/migrations";
const SCHEMA = "prisma/schema.prisma";
const admin = serverUrl();

type Row = Record<string, unknown>;
type TestDatabase = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  url?: string;
  query(sql: string): Promise<Row[]>;
  drop(): Promise<void>;
};

async function emptyPglite(): Promise<TestDatabase> {
  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  return {
    factory: new PrismaPGlite(pglite),
    query: async (sql) => (await pglite.query<Row>(sql)).rows,
    drop: () => pglite.close(),
  };
}

async function emptyServerDatabase(server: string): Promise<TestDatabase> {
  const name = uniqueDatabaseName("skinsight_migrations_");
  await adminQuery(server, `CREATE DATABASE "${name}"`);
  const url = withDatabase(server, name);
  return {
    factory: new PrismaPg({ connectionString: url }),
    url,
    async query(sql) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<Row>(sql)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function migrationNames(): Promise<string[]> {
  const entries = await readdir(MIGRATIONS, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The table of every model in schema.prisma (its @@map name where it has one). */
async function modelTables(): Promise<string[]> {
  const schema = await readFile(SCHEMA, "utf8");
  return [...schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)].map(
    ([, name, body]) => body?.match(/@@map\("([^"]+)"\)/)?.[1] ?? name ?? "",
  );
}

/** Runs the Prisma CLI (through prisma.config.ts and our engine) on a server, or on an embedded folder. */
function prisma(
  args: string[],
  database: { DATABASE_URL: string } | { DATA_DIR: string },
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _unset, ...inherited } = process.env;
    const env = { ...inherited, ...database };
    execFile("npx", ["prisma", ...args], { env }, (error, stdout, stderr) => {
      resolve({
        code: typeof error?.code === "number" ? error.code : error ? 1 : 0,
        output: `${stdout}${stderr}`,
      });
    });
  });
}

/** Migrates `db` from empty, checks what a user relies on, and checks that a second run is a no-op. */
async function expectMigratesFromEmpty(db: TestDatabase): Promise<void> {
  expect((await applyPendingMigrations(db.factory)).applied).toEqual(await migrationNames());
  await expectFullyMigrated(db.query);
  expect((await applyPendingMigrations(db.factory)).applied).toEqual([]);
}

/** Every table of the schema exists, and every migration is recorded as `prisma migrate deploy` records it. */
async function expectFullyMigrated(query: (sql: string) => Promise<Row[]>): Promise<void> {
  const names = await migrationNames();
  const tables = await query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  expect(tables.map((row) => row.table_name)).toEqual(
    expect.arrayContaining([...(await modelTables()), "_prisma_migrations"]),
  );
  // Recorded as `prisma migrate deploy` records them: checksum = SHA-256 of migration.sql.
  const recorded = await query(
    `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at, applied_steps_count
     FROM _prisma_migrations ORDER BY migration_name`,
  );
  const expected = await Promise.all(
    names.map(async (name) => ({
      migration_name: name,
      checksum: createHash("sha256")
        .update(await readFile(path.join(MIGRATIONS, name, "migration.sql")))
        .digest("hex"),
      finished: true,
      rolled_back_at: null,
      applied_steps_count: 1,
    })),
  );
  expect(recorded).toEqual(expected);
}

describe("prisma/migrations", () => {
  it("agrees with schema.prisma: every schema change has its migration", async () => {
    const missing = await unmigratedSchemaChanges();
    expect(
      missing,
      "schema.prisma changed without a migration: run `npx prisma migrate dev --name ...`",
    ).toBe("");
  }, 120_000);

  it("the check notices a model added to schema.prisma without a migration", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "schema-check-"));
    try {
      const schemaPath = path.join(dir, "schema.prisma");
      const schema = await readFile(SCHEMA, "utf8");
      await writeFile(schemaPath, `${schema}\nmodel MigrationCheckProbe {\n  id Int @id\n}\n`);
      expect(await unmigratedSchemaChanges({ schemaPath })).toContain('CREATE TABLE "MigrationCheckProbe"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("applying pending migrations at start-up", () => {
  it("creates every table in an empty embedded database (PGlite), and a second run applies nothing", async () => {
    const db = await emptyPglite();
    try {
      await expectMigratesFromEmpty(db);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it(
    admin
      ? "creates every table in an empty PostgreSQL server database, a second run applies nothing, and `prisma migrate status` agrees"
      : "creates every table in an empty PGlite database (TEST_DATABASE_URL is not set, so no server is tested), and a second run applies nothing",
    async () => {
      const db = admin ? await emptyServerDatabase(admin) : await emptyPglite();
      try {
        await expectMigratesFromEmpty(db);
        if (db.url) {
          const status = await prisma(["migrate", "status"], { DATABASE_URL: db.url });
          expect(status.output).toContain("Database schema is up to date!");
          expect(status.code).toBe(0);
        }
      } finally {
        await db.drop();
      }
    },
    120_000,
  );

  // Defined only with a server to target; the embedded-folder tests below run the same CLI commands everywhere.
  if (admin)
    it("`prisma migrate deploy` migrates an empty server database, and `prisma migrate status` then reports it up to date", async () => {
      const db = await emptyServerDatabase(admin!);
      try {
        const deploy = await prisma(["migrate", "deploy"], { DATABASE_URL: db.url! });
        expect(deploy.code, deploy.output).toBe(0);
        const status = await prisma(["migrate", "status"], { DATABASE_URL: db.url! });
        expect(status.output).toContain("Database schema is up to date!");
        expect(status.code).toBe(0);
        // The app's runner agrees with the CLI's records.
        expect((await applyPendingMigrations(db.factory)).applied).toEqual([]);
      } finally {
        await db.drop();
      }
    }, 120_000);
});

describe("`prisma migrate` on the embedded database folder (DATABASE_URL unset)", () => {
  it("`deploy` creates every table in a new DATA_DIR, a second `deploy` has nothing to apply, and `status` agrees", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "skinsight-cli-"));
    try {
      const deploy = await prisma(["migrate", "deploy"], { DATA_DIR: dataDir });
      expect(deploy.code, deploy.output).toBe(0);
      // Opening it like the app also proves the CLI closed the database and released the folder's lock.
      const pglite = await openEmbeddedDatabase(dataDir);
      try {
        await expectFullyMigrated(async (sql) => (await pglite.query<Row>(sql)).rows);
      } finally {
        await pglite.close();
      }

      const again = await prisma(["migrate", "deploy"], { DATA_DIR: dataDir });
      expect(again.output).toContain("No pending migrations to apply.");
      expect(again.code).toBe(0);
      const status = await prisma(["migrate", "status"], { DATA_DIR: dataDir });
      expect(status.output).toContain("Database schema is up to date!");
      expect(status.code).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it("`status` lists the migrations of a new DATA_DIR as not applied, and `migrate dev` refuses, pointing to a server", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "skinsight-cli-new-"));
    try {
      const status = await prisma(["migrate", "status"], { DATA_DIR: dataDir });
      expect(status.output).toMatch(/Following migrations? have not yet been applied:/);
      expect(status.code).toBe(1);
      const dev = await prisma(["migrate", "dev", "--name", "refused"], { DATA_DIR: dataDir });
      expect(dev.output).toContain("`prisma migrate dev` does not run on the embedded database");
      expect(dev.code).not.toBe(0);
      expect(await migrationNames()).not.toContainEqual(expect.stringContaining("refused"));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("`deploy` fails with the folder lock's message while another process holds the folder", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "skinsight-cli-locked-"));
    const release = lockDataFolder(dataDir);
    try {
      const deploy = await prisma(["migrate", "deploy"], { DATA_DIR: dataDir });
      expect(deploy.output).toContain(new DataFolderLockedError(dataDir, process.pid).message);
      expect(deploy.code).not.toBe(0);
    } finally {
      release();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** A copy of the migrations folder holding only the migrations before `name`: the database as it was then. */
async function migrationsBefore(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "skinsight-migrations-before-"));
  await cp(path.join(MIGRATIONS, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
  for (const earlier of (await migrationNames()).filter((migration) => migration < name)) {
    await cp(path.join(MIGRATIONS, earlier), path.join(dir, earlier), { recursive: true });
  }
  return dir;
}

/** A database migrated up to just before `migration`, with the `setup` statements run on it. */
async function databaseBefore(migration: string, setup: string[]): Promise<TestDatabase> {
  const db = admin ? await emptyServerDatabase(admin) : await emptyPglite();
  const before = await migrationsBefore(migration);
  try {
    await applyPendingMigrations(db.factory, { migrationsDir: before });
    for (const statement of setup) await db.query(statement);
    return db;
  } catch (error) {
    await db.drop();
    throw error;
  } finally {
    await rm(before, { recursive: true, force: true });
  }
}

/** A payment row as the migrations before 20261128000100 stored it: its amount in euros. */
const paymentInEuros = (email: string, planType: string, amount: string, status: string) =>
  `INSERT INTO payments (id, user_email, plan_type, amount, status, updated_at)
   VALUES (gen_random_uuid(), '${email}', '${planType}', ${amount}, '${status}', now())`;

describe("20261128000000_checks_and_payment_enums on a database with payments", () => {
  const MIGRATION = "20261128000000_checks_and_payment_enums";

  it("keeps every plan and status, and raises voucher limits lowered below their uses to those uses", async () => {
    const db = await databaseBefore(MIGRATION, [
      paymentInEuros("a@example.com", "1_credit", "9.99", "completed"),
      paymentInEuros("b@example.com", "3_credits", "19.99", "completed"),
      paymentInEuros("c@example.com", "10_credits", "79.99", "pending"),
      paymentInEuros("d@example.com", "subscription", "95.88", "completed"),
      paymentInEuros("e@example.com", "subscription_cancellation", "0.00", "completed"),
      paymentInEuros("f@example.com", "subscription_reactivation", "0.00", "completed"),
      `INSERT INTO vouchers (id, code, usage_limit, used_count, updated_at) VALUES
         (gen_random_uuid(), 'LOWERED', 3, 5, now()), (gen_random_uuid(), 'OPEN', 10, 2, now())`,
    ]);
    try {
      expect((await applyPendingMigrations(db.factory)).applied).toEqual(
        (await migrationNames()).filter((name) => name >= MIGRATION),
      );
      expect(
        await db.query("SELECT user_email, plan_type::text, status::text FROM payments ORDER BY user_email"),
      ).toEqual([
        { user_email: "a@example.com", plan_type: "1_credit", status: "completed" },
        { user_email: "b@example.com", plan_type: "3_credits", status: "completed" },
        { user_email: "c@example.com", plan_type: "10_credits", status: "pending" },
        { user_email: "d@example.com", plan_type: "subscription", status: "completed" },
        { user_email: "e@example.com", plan_type: "subscription_cancellation", status: "completed" },
        { user_email: "f@example.com", plan_type: "subscription_reactivation", status: "completed" },
      ]);
      expect(await db.query("SELECT code, usage_limit, used_count FROM vouchers ORDER BY code")).toEqual([
        { code: "LOWERED", usage_limit: 5, used_count: 5 },
        { code: "OPEN", usage_limit: 10, used_count: 2 },
      ]);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it("refuses a status it does not know rather than losing it: the migration fails and the payments stay as they were", async () => {
    const db = await databaseBefore(MIGRATION, [
      paymentInEuros("a@example.com", "1_credit", "9.99", "refunded"),
    ]);
    try {
      await expect(applyPendingMigrations(db.factory)).rejects.toThrow();
      expect(await db.query("SELECT plan_type, amount::text, status FROM payments")).toEqual([
        { plan_type: "1_credit", amount: "9.99", status: "refunded" },
      ]);
    } finally {
      await db.drop();
    }
  }, 120_000);
});

describe("20261128000100_payment_amount_cents on a database with payments", () => {
  const MIGRATION = "20261128000100_payment_amount_cents";

  it("turns every amount in euros into exactly as many whole cents", async () => {
    const db = await databaseBefore(MIGRATION, [
      paymentInEuros("a@example.com", "1_credit", "9.99", "completed"),
      paymentInEuros("b@example.com", "3_credits", "19.99", "completed"),
      paymentInEuros("c@example.com", "subscription", "95.88", "completed"),
      paymentInEuros("d@example.com", "subscription_cancellation", "0.00", "completed"),
      paymentInEuros("e@example.com", "1_credit", "0.07", "pending"),
      // 0.29 and 1.15 times 100 are not whole numbers in floating point; in numeric they are.
      paymentInEuros("f@example.com", "1_credit", "0.29", "completed"),
      paymentInEuros("g@example.com", "1_credit", "1.15", "completed"),
      // The largest amount integer cents hold.
      paymentInEuros("h@example.com", "subscription", "21474836.47", "completed"),
    ]);
    try {
      expect((await applyPendingMigrations(db.factory)).applied).toEqual(
        (await migrationNames()).filter((name) => name >= MIGRATION),
      );
      expect(await db.query("SELECT user_email, amount_cents FROM payments ORDER BY user_email")).toEqual([
        { user_email: "a@example.com", amount_cents: 999 },
        { user_email: "b@example.com", amount_cents: 1999 },
        { user_email: "c@example.com", amount_cents: 9588 },
        { user_email: "d@example.com", amount_cents: 0 },
        { user_email: "e@example.com", amount_cents: 7 },
        { user_email: "f@example.com", amount_cents: 29 },
        { user_email: "g@example.com", amount_cents: 115 },
        { user_email: "h@example.com", amount_cents: 2147483647 },
      ]);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it("refuses an amount integer cents cannot hold rather than cutting it: the migration fails and the row stays", async () => {
    const db = await databaseBefore(MIGRATION, [
      paymentInEuros("a@example.com", "subscription", "21474836.48", "completed"),
    ]);
    try {
      await expect(applyPendingMigrations(db.factory)).rejects.toThrow();
      expect(await db.query("SELECT amount::text FROM payments")).toEqual([{ amount: "21474836.48" }]);
    } finally {
      await db.drop();
    }
  }, 120_000);
});

/** The settings row as the migrations before 20261128000200 stored it: its prices in euros. */
const settingsRow = (value: string) =>
  `INSERT INTO settings (key, value, updated_at) VALUES ('app', '${value}'::jsonb, now())`;

describe("20261128000200_settings_prices_cents on a database with settings", () => {
  const MIGRATION = "20261128000200_settings_prices_cents";
  const storedValue = async (db: TestDatabase) =>
    (await db.query("SELECT value::text AS value FROM settings WHERE key = 'app'"))[0]?.value;

  it("turns the stored prices in euros into exactly as many whole cents, under their new names", async () => {
    const db = await databaseBefore(MIGRATION, [
      // 0.29 * 100 and 1.15 * 100 are not whole numbers in floating point; in numeric they are.
      settingsRow(
        '{"credit_prices": {"1_credit": 9.99, "3_credits": 0.29, "10_credits": 1.15}, "subscription_price": 10000, "free_report_retention_days": 45, "enable_first_free_report": false}',
      ),
    ]);
    try {
      expect((await applyPendingMigrations(db.factory)).applied).toEqual(
        (await migrationNames()).filter((name) => name >= MIGRATION),
      );
      const value = await storedValue(db);
      // Whole numbers, written as such: no "999.00" left for a reader to trip on.
      expect(JSON.parse(String(value))).toEqual({
        credit_prices_cents: { "1_credit": 999, "3_credits": 29, "10_credits": 115 },
        subscription_price_cents: 1000000,
        free_report_retention_days: 45,
        enable_first_free_report: false,
      });
      expect(value).not.toContain(".");
      // What the app reads of it: the prices it had, in cents, and the euros it answers.
      const settings = SettingsSchema.parse(JSON.parse(String(value)));
      expect(settingsInEuros(settings)).toMatchObject({
        credit_prices: { "1_credit": 9.99, "3_credits": 0.29, "10_credits": 1.15 },
        subscription_price: 10000,
        free_report_retention_days: 45,
      });
    } finally {
      await db.drop();
    }
  }, 120_000);

  it("converts only the prices stored: credit prices left out stay out, and read as the defaults", async () => {
    const db = await databaseBefore(MIGRATION, [
      settingsRow('{"subscription_price": 7.99, "fair_use_limit_daily": 2}'),
    ]);
    try {
      await applyPendingMigrations(db.factory);
      expect(JSON.parse(String(await storedValue(db)))).toEqual({
        subscription_price_cents: 799,
        fair_use_limit_daily: 2,
      });
      expect(SettingsSchema.parse(JSON.parse(String(await storedValue(db)))).credit_prices_cents).toEqual(
        DEFAULT_SETTINGS.credit_prices_cents,
      );
    } finally {
      await db.drop();
    }
  }, 120_000);
});
