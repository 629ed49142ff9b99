import { expect } from "vitest";
import { db } from "@/lib/db";

// What fault tests record about each request, and the invariants they check in the database
// afterwards: money and reports are either whole or absent, never half-written.

export type Outcome = {
  name: string;
  startedAt: number;
  ms: number;
  /** 0 when no HTTP answer came (connection refused or reset, or no answer in time). */
  status: number;
  /** The `detail` of a JSON error answer, or the transport error's message. */
  detail?: string;
  body?: unknown;
};

/** A fetch that never throws and never hangs: the outcome says what happened. */
export async function timedRequest(
  name: string,
  url: string,
  init: RequestInit = {},
  timeoutMs = 30_000,
): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const detail =
      body && typeof body === "object" && "detail" in body
        ? String((body as { detail: unknown }).detail)
        : undefined;
    return { name, startedAt, ms: Date.now() - startedAt, status: res.status, detail, body };
  } catch (error) {
    return { name, startedAt, ms: Date.now() - startedAt, status: 0, detail: String(error) };
  }
}

/** Every balance equals the sum of its ledger, and its last entry's balance_after. */
export async function assertLedgerConsistent(): Promise<void> {
  const rows = await db.$queryRaw<{ id: string; credits: number; sum: bigint | null; last: number | null }[]>`
    SELECT u.id, u.credits,
      (SELECT SUM(delta) FROM credit_ledger e WHERE e.user_id = u.id) AS sum,
      (SELECT balance_after FROM credit_ledger e WHERE e.user_id = u.id
        ORDER BY created_at DESC, balance_after ASC LIMIT 1) AS last
    FROM users u`;
  for (const row of rows) {
    expect(Number(row.sum ?? 0), `user ${row.id}: balance vs ledger`).toBe(row.credits);
    if (row.last !== null) expect(row.last, `user ${row.id}: last balance_after`).toBe(row.credits);
  }
}

/**
 * Every report has its photos, every report paid in credits has exactly one ledger entry for
 * it, and every charge has its report. (A photo's bytes are a foreign key: never missing.)
 */
export async function assertReportsWhole(): Promise<void> {
  const photoless = await db.report.count({ where: { photos: { none: {} } } });
  expect(photoless, "reports without photos").toBe(0);
  const charged = await db.report.findMany({
    where: { charge: "credit" },
    select: { id: true, creditsCharged: true, ledgerEntries: { select: { delta: true } } },
  });
  for (const report of charged) {
    expect(
      report.ledgerEntries.map((e) => e.delta),
      `ledger of report ${report.id}`,
    ).toEqual([-report.creditsCharged]);
  }
  const orphanCharges = await db.creditLedgerEntry.count({
    where: { reason: "full_report", reportId: null },
  });
  expect(orphanCharges, "charges without a report").toBe(0);
}
