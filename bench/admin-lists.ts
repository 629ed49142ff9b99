// Latency of the console's users and reports lists at 20 000 users and 100 000 reports.
//
//   BENCH_DATABASE_URL=postgresql://user:password@127.0.0.1:5432/postgres npx tsx bench/admin-lists.ts
//
// Seeds a scratch database with SQL (generate_series), then calls listUsers and listReports
// (lib/admin) for the first page of every filter and every sort in both orders, and a search,
// BENCH_N times each (default 20), and prints the p50 and p95 of each case and overall.
// Options (environment): BENCH_N, BENCH_USERS (20000), BENCH_REPORTS (100000).

import { randomBytes } from "node:crypto";
import { adminQuery } from "../tests/support/test-database";

const N = Number(process.env.BENCH_N ?? 20);
const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 100_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  if (!SERVER_URL) throw new Error("Set BENCH_DATABASE_URL to a PostgreSQL server");
  const scratch = `skinsight_bench_admin_${randomBytes(4).toString("hex")}`;
  await adminQuery(SERVER_URL, `CREATE DATABASE "${scratch}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${scratch}`;
  Object.assign(process.env, { DATABASE_URL: url.toString(), APP_ENV: "testing", LOG_LEVEL: "silent" });
  try {
    const { databaseAdapterFactory, db, disconnectDatabase } = await import("@/lib/db");
    const { applyPendingMigrations } = await import("@/lib/db/migrations");
    const { listUsers } = await import("@/lib/admin/users");
    const { listReports } = await import("@/lib/admin/reports");
    const { UserListQuery, ReportListQuery, USER_FILTERS, USER_SORTS, REPORT_FILTERS, REPORT_SORTS } =
      await import("@/lib/admin/schemas");
    await applyPendingMigrations(await databaseAdapterFactory());

    await db.$executeRawUnsafe(`
      INSERT INTO users (id, email, email_verified, credits, credits_expires_at, subscription_status, blocked, created_at, updated_at)
      SELECT gen_random_uuid(), 'user' || i || '@example.com', true,
             CASE WHEN i % 7 = 0 THEN i % 20 ELSE 0 END,
             CASE WHEN i % 7 = 0 THEN now() + interval '90 days' END,
             (CASE WHEN i % 11 = 0 THEN 'active' ELSE 'none' END)::"SubscriptionStatus",
             i % 50 = 0, now() - (i || ' minutes')::interval, now()
      FROM generate_series(1, ${USERS}) AS i`);
    await db.$executeRawUnsafe(`
      INSERT INTO reports (id, user_id, title, report_type, privacy_setting, content, charge, disabled, featured, created_at, updated_at)
      SELECT gen_random_uuid(), u.id, 'Report ' || i,
             (ARRAY['summary','full','followup'])[1 + i % 3]::"ReportType",
             (ARRAY['public','private','unlisted'])[1 + i % 3]::"PrivacySetting",
             jsonb_build_object('content', repeat('Observation text. ', 40), 'title', 'Report ' || i),
             'free_summary', i % 40 = 0, false, now() - (i || ' seconds')::interval, now()
      FROM generate_series(1, ${REPORTS}) AS i
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users) u ON u.n = i % ${USERS}`);
    // What autovacuum does to a table that has settled: statistics, and the visibility map that lets
    // counts read only an index.
    await db.$executeRawUnsafe("VACUUM ANALYZE reports");
    await db.$executeRawUnsafe("VACUUM ANALYZE users");

    const cases: [string, () => Promise<unknown>][] = [];
    for (const filter_type of USER_FILTERS)
      cases.push([`users filter=${filter_type}`, () => listUsers(UserListQuery.parse({ filter_type }))]);
    for (const sort_by of USER_SORTS)
      for (const sort_order of ["asc", "desc"])
        cases.push([
          `users sort=${sort_by} ${sort_order}`,
          () => listUsers(UserListQuery.parse({ sort_by, sort_order })),
        ]);
    cases.push(["users search", () => listUsers(UserListQuery.parse({ search: "user1234" }))]);
    // Matches every user: the worst case of a search, where the count reads every row.
    cases.push(["users search (all match)", () => listUsers(UserListQuery.parse({ search: "example" }))]);
    for (const filter_type of REPORT_FILTERS)
      cases.push([
        `reports filter=${filter_type}`,
        () => listReports(ReportListQuery.parse({ filter_type })),
      ]);
    for (const sort_by of REPORT_SORTS)
      for (const sort_order of ["asc", "desc"])
        cases.push([
          `reports sort=${sort_by} ${sort_order}`,
          () => listReports(ReportListQuery.parse({ sort_by, sort_order })),
        ]);
    cases.push(["reports search", () => listReports(ReportListQuery.parse({ search: "user1234" }))]);
    cases.push([
      "reports search (all match)",
      () => listReports(ReportListQuery.parse({ search: "example" })),
    ]);

    const all: number[] = [];
    const rows: Record<string, { p50: number; p95: number }> = {};
    for (const [name, run] of cases) {
      await run(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < N; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      rows[name] = { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) };
    }
    all.sort((a, b) => a - b);
    console.table(rows);
    console.log(
      JSON.stringify({
        users: USERS,
        reports: REPORTS,
        runs_per_case: N,
        p95_ms_overall: Math.round(percentile(all, 95)),
      }),
    );
    await disconnectDatabase();
  } finally {
    await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
