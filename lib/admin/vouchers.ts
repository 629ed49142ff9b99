import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFound, unprocessable } from "@/lib/errors/http-error";
import { recordAdminChange, type Admin } from "./audit";
import type { VoucherCreateBody, VoucherUpdateBody } from "./schemas";
import { serializeVoucherTransaction } from "./users";
import {
  VOUCHER_NOT_FOUND,
  VOUCHER_CODE_TAKEN,
  VOUCHER_CREATED,
  VOUCHER_UPDATED,
  VOUCHER_ENABLED,
  VOUCHER_DISABLED,
  VOUCHER_DELETED,
  voucherLimitBelowUses,
} from "./tab-messages";

// The Vouchers tab: administrators' and referral vouchers, their recent usage and the
// voucher transactions. Codes are stored upper-cased (the schema upper-cases them).

// The answers live in ./tab-messages, shared with the console's screens and tests.

/** Recent usage shown per voucher. */
export const RECENT_USAGE = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const voucherInclude = {
  creator: { select: { email: true } },
  redemptions: {
    orderBy: { redeemedAt: "desc" },
    take: RECENT_USAGE,
    include: { user: { select: { email: true } } },
  },
} satisfies Prisma.VoucherInclude;

type VoucherRow = Prisma.VoucherGetPayload<{ include: typeof voucherInclude }>;

/** The spec's Voucher. */
export function serializeAdminVoucher(v: VoucherRow) {
  return {
    id: v.id,
    code: v.code,
    report_count: v.reportCount,
    usage_limit: v.usageLimit,
    used_count: v.usedCount,
    remaining_uses: Math.max(0, v.usageLimit - v.usedCount),
    expires_at: v.expiresAt?.toISOString() ?? null,
    created_at: v.createdAt.toISOString(),
    is_active: v.isActive,
    voucher_type: v.voucherType,
    creator_email: v.creator?.email ?? null,
    referrer_reward: v.referrerReward,
    usage_records: v.redemptions.map((r) => ({
      user_email: r.user.email,
      redeemed_at: r.redeemedAt.toISOString(),
    })),
  };
}

const auditView = (v: Prisma.VoucherGetPayload<object>) => ({
  code: v.code,
  report_count: v.reportCount,
  usage_limit: v.usageLimit,
  expires_at: v.expiresAt,
  is_active: v.isActive,
});

const expiresAt = (days: number | null, now: Date) =>
  days === null ? null : new Date(now.getTime() + days * DAY_MS);

async function findVoucher(tx: Prisma.TransactionClient, id: string) {
  const voucher = await tx.voucher.findUnique({ where: { id } });
  if (!voucher) throw notFound(VOUCHER_NOT_FOUND);
  return voucher;
}

/** The voucher, its row locked until the transaction ends: a redemption cannot count a use meanwhile. */
async function lockVoucher(tx: Prisma.TransactionClient, id: string) {
  await tx.$queryRaw`SELECT 1 FROM vouchers WHERE id = ${id}::uuid FOR UPDATE`;
  return findVoucher(tx, id);
}

/** GET /api/admin/vouchers: newest first, with the 5 latest redemptions each. */
export async function listVouchers() {
  const vouchers = await db.voucher.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: voucherInclude,
  });
  return { vouchers: vouchers.map(serializeAdminVoucher) };
}

/** POST /api/admin/vouchers: defaults report_count 1, usage_limit 10, expires_days 30. */
export async function createVoucher(admin: Admin, input: VoucherCreateBody, now: Date = new Date()) {
  try {
    const voucher = await db.$transaction(async (tx) => {
      const created = await tx.voucher.create({
        data: {
          code: input.code,
          reportCount: input.report_count,
          usageLimit: input.usage_limit,
          expiresAt: expiresAt(input.expires_days, now),
          voucherType: "admin",
        },
        include: voucherInclude,
      });
      await recordAdminChange(tx, admin, {
        action: "voucher.create",
        targetType: "voucher",
        targetId: created.id,
        after: auditView(created),
      });
      return created;
    });
    return { message: VOUCHER_CREATED, voucher: serializeAdminVoucher(voucher) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(VOUCHER_CODE_TAKEN);
    throw error;
  }
}

/** PUT /api/admin/vouchers/{id}: the given fields; expires_days counts from now, null removes the end date. */
export async function updateVoucher(
  admin: Admin,
  id: string,
  input: VoucherUpdateBody,
  now: Date = new Date(),
) {
  try {
    const voucher = await db.$transaction(async (tx) => {
      const before = await lockVoucher(tx, id);
      if (input.usage_limit !== undefined && input.usage_limit < before.usedCount) {
        throw unprocessable(voucherLimitBelowUses(before.usedCount));
      }
      const data: Prisma.VoucherUpdateInput = {};
      if (input.code !== undefined) data.code = input.code;
      if (input.report_count !== undefined) data.reportCount = input.report_count;
      if (input.usage_limit !== undefined) data.usageLimit = input.usage_limit;
      if (input.expires_days !== undefined) data.expiresAt = expiresAt(input.expires_days, now);
      const after = await tx.voucher.update({ where: { id }, data, include: voucherInclude });
      await recordAdminChange(tx, admin, {
        action: "voucher.update",
        targetType: "voucher",
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    return { message: VOUCHER_UPDATED, voucher: serializeAdminVoucher(voucher) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(VOUCHER_CODE_TAKEN);
    throw error;
  }
}

/** PUT /api/admin/vouchers/{id}/enable and /disable. */
export async function setVoucherActive(admin: Admin, id: string, isActive: boolean) {
  await db.$transaction(async (tx) => {
    const before = await findVoucher(tx, id);
    const after = await tx.voucher.update({ where: { id }, data: { isActive } });
    await recordAdminChange(tx, admin, {
      action: isActive ? "voucher.enable" : "voucher.disable",
      targetType: "voucher",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return { message: isActive ? VOUCHER_ENABLED : VOUCHER_DISABLED, is_active: isActive };
}

/** DELETE /api/admin/vouchers/{id}: its redemptions go with it; transactions keep the code. */
export async function deleteVoucher(admin: Admin, id: string) {
  await db.$transaction(async (tx) => {
    const before = await findVoucher(tx, id);
    await recordAdminChange(tx, admin, {
      action: "voucher.delete",
      targetType: "voucher",
      targetId: id,
      before: auditView(before),
    });
    await tx.voucher.delete({ where: { id } });
  });
  return { message: VOUCHER_DELETED };
}

/** GET /api/admin/voucher-transactions: newest first. */
export async function listVoucherTransactions() {
  const rows = await db.voucherTransaction.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return { transactions: rows.map(serializeVoucherTransaction) };
}
