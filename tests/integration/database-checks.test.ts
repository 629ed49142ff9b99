import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeReport, makeSpot, makeUser } from "../support/factories";
import { makeVoucher } from "../support/vouchers";

// CHECK constraints (migration 20261128000000_checks_and_payment_enums): whatever code writes, the
// database itself refuses a negative balance or amount, a counter below zero and a voucher used
// more often than its limit, or a streamed analysis beyond 100 %, or a spot off the body map. Each write below goes straight to the table, past every rule of lib/.

const payment = (data: { amountCents?: number; credits?: number }) =>
  db.payment.create({
    data: { userEmail: "buyer@example.com", planType: "credits_1", amountCents: 999, credits: 1, ...data },
  });

const spot = async (data: Parameters<typeof makeSpot>[1]) => makeSpot((await makeUser()).id, data);

const apiKey = (usageCount: number) =>
  db.apiKey.create({
    data: {
      name: "checks",
      keyHash: randomUUID(),
      keyEncrypted: "encrypted",
      keyPreview: "sk_...",
      usageCount,
    },
  });

/** Each constraint, a write that breaks it, and the same write at its limit, which must pass. */
const CASES: { constraint: string; refused: () => Promise<unknown>; accepted: () => Promise<unknown> }[] = [
  {
    constraint: "users_credits_not_negative",
    refused: async () => db.user.update({ where: { id: (await makeUser()).id }, data: { credits: -1 } }),
    accepted: async () => db.user.update({ where: { id: (await makeUser()).id }, data: { credits: 0 } }),
  },
  {
    constraint: "users_report_count_not_negative",
    refused: async () =>
      db.user.update({ where: { id: (await makeUser()).id }, data: { reportCount: { decrement: 1 } } }),
    accepted: async () => db.user.update({ where: { id: (await makeUser()).id }, data: { reportCount: 0 } }),
  },
  {
    constraint: "credit_ledger_balance_after_not_negative",
    refused: async () =>
      db.creditLedgerEntry.create({
        data: { userId: (await makeUser()).id, delta: -1, balanceAfter: -1, reason: "full_report" },
      }),
    accepted: async () =>
      db.creditLedgerEntry.create({
        data: { userId: (await makeUser()).id, delta: -1, balanceAfter: 0, reason: "full_report" },
      }),
  },
  {
    constraint: "analysis_runs_percent_range",
    refused: () => db.analysisRun.create({ data: { id: randomUUID(), kind: "summary", percent: 101 } }),
    accepted: () => db.analysisRun.create({ data: { id: randomUUID(), kind: "summary", percent: 100 } }),
  },
  {
    constraint: "payments_amount_cents_not_negative",
    refused: () => payment({ amountCents: -1 }),
    accepted: () => payment({ amountCents: 0 }),
  },
  {
    constraint: "payments_credits_not_negative",
    refused: () => payment({ credits: -1 }),
    accepted: () => payment({ credits: 0 }),
  },
  {
    constraint: "vouchers_used_count_not_negative",
    refused: () => makeVoucher({ usedCount: -1 }),
    accepted: () => makeVoucher({ usedCount: 0 }),
  },
  {
    constraint: "vouchers_used_count_within_limit",
    // One more use of a voucher that is used up, counted without the redemption's own condition.
    refused: async () => {
      const { id } = await makeVoucher({ usageLimit: 3, usedCount: 3 });
      return db.$executeRaw`UPDATE vouchers SET used_count = used_count + 1 WHERE id = ${id}::uuid`;
    },
    accepted: async () => {
      const { id } = await makeVoucher({ usageLimit: 3, usedCount: 2 });
      return db.$executeRaw`UPDATE vouchers SET used_count = used_count + 1 WHERE id = ${id}::uuid`;
    },
  },
  {
    constraint: "vouchers_report_count_not_negative",
    refused: () => makeVoucher({ reportCount: -1 }),
    accepted: () => makeVoucher({ reportCount: 0 }),
  },
  {
    constraint: "vouchers_referrer_reward_not_negative",
    refused: () => makeVoucher({ referrerReward: -1 }),
    accepted: () => makeVoucher({ referrerReward: 0 }),
  },
  {
    constraint: "voucher_transactions_credits_not_negative",
    refused: () =>
      db.voucherTransaction.create({
        data: {
          transactionType: "voucher_redemption",
          voucherCode: "GIFT",
          userEmail: "friend@example.com",
          credits: -1,
          description: "Redeemed",
        },
      }),
    accepted: () =>
      db.voucherTransaction.create({
        data: {
          transactionType: "voucher_redemption",
          voucherCode: "GIFT",
          userEmail: "friend@example.com",
          credits: 0,
          description: "Redeemed",
        },
      }),
  },
  {
    constraint: "reports_credits_charged_not_negative",
    refused: () => makeReport({ creditsCharged: -1 }),
    accepted: () => makeReport({ creditsCharged: 0 }),
  },
  {
    constraint: "reports_language_known",
    refused: () => makeReport({ language: "nl" }),
    accepted: () => makeReport({ language: "pt" }),
  },
  {
    constraint: "users_language_known",
    refused: async () => db.user.update({ where: { id: (await makeUser()).id }, data: { language: "EN" } }),
    accepted: async () => db.user.update({ where: { id: (await makeUser()).id }, data: { language: "de" } }),
  },
  {
    constraint: "api_keys_usage_count_not_negative",
    refused: () => apiKey(-1),
    accepted: () => apiKey(0),
  },
  {
    constraint: "spots_map_x_range",
    refused: () => spot({ mapX: 1.0001 }),
    accepted: () => spot({ mapX: 1 }),
  },
  {
    constraint: "spots_map_y_range",
    refused: () => spot({ mapY: -0.0001 }),
    accepted: () => spot({ mapY: 0 }),
  },
  {
    constraint: "spots_reminder_interval_range",
    refused: () => spot({ reminderIntervalDays: 29 }),
    accepted: () => spot({ reminderIntervalDays: 30 }),
  },
  {
    constraint: "spots_label_length",
    refused: () => spot({ label: "   " }),
    accepted: () => spot({ label: "x".repeat(80) }),
  },
];

describe("the database refuses nonsense whoever writes it", () => {
  it.each(CASES)("$constraint", async ({ constraint, refused, accepted }) => {
    await expect(refused()).rejects.toThrow(`violates check constraint "${constraint}"`);
    await expect(accepted()).resolves.toBeDefined();
  });

  it("a refused write changes nothing: the voucher keeps its count and the user their balance", async () => {
    const voucher = await makeVoucher({ usageLimit: 1, usedCount: 1 });
    await expect(
      db.voucher.update({ where: { id: voucher.id }, data: { usedCount: { increment: 1 } } }),
    ).rejects.toThrow("vouchers_used_count_within_limit");
    expect((await db.voucher.findUniqueOrThrow({ where: { id: voucher.id } })).usedCount).toBe(1);

    const user = await makeUser({ credits: 2 });
    await expect(
      db.user.update({ where: { id: user.id }, data: { credits: { decrement: 3 } } }),
    ).rejects.toThrow("users_credits_not_negative");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(2);
  });

  it("every CHECK constraint of the schema is one of those tested here", async () => {
    const rows = await db.$queryRaw<{ name: string }[]>`
      SELECT conname AS name FROM pg_constraint
      WHERE contype = 'c' AND connamespace = 'public'::regnamespace ORDER BY conname`;
    expect(rows.map((row) => row.name)).toEqual(CASES.map((c) => c.constraint).sort());
  });
});
