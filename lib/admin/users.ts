import { setAccountBlocked } from "@/lib/auth/sessions";
import { payingUserWhere, activeSubscriptionWhere } from "@/lib/billing/paying-users";
import { setCreditsByAdmin } from "@/lib/billing/credits";
import { usableCredits } from "@/lib/billing/entitlements";
import { eurosFromCents } from "@/lib/billing/money";
import { planTypeName } from "@/lib/billing/plan-types";
import { subscriptionStatusAt } from "@/lib/billing/subscription-status";
import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { badRequest, notFound } from "@/lib/errors/http-error";
import { expireShownAccount } from "@/lib/reports/shown";
import { getSettings } from "@/lib/settings";
import { removeDeletedObjects } from "@/lib/storage";
import { eraseAccount } from "@/lib/users/delete-account";
import { startOfMonth } from "@/lib/time/calendar";
import { recordAdminChange, isUuid, type Admin } from "./audit";
import { containsText } from "./search";
import { CANNOT_BLOCK_SELF, CANNOT_DELETE_SELF, USER_DELETED } from "./messages";
import { adminReportInclude, serializeAdminReport } from "./reports";
import type { UserListQuery, UserUpdateBody } from "./schemas";

// The console's Users tab: list (search, filter, sort and paging in the database), edit,
// block, hard delete, and a user's reports and transactions.

export const USER_NOT_FOUND = "User not found";
export { USER_DELETED };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The spec's "User (admin view)": every field listed, nothing else. */
export function serializeAdminUser(user: User, fairUseCount: number, now: Date = new Date()) {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    credits: usableCredits(user, now),
    credits_expires_at: iso(user.creditsExpiresAt),
    full_name: user.fullName,
    created_at: user.createdAt.toISOString(),
    subscription_status: subscriptionStatusAt(user, now),
    subscription_end: iso(user.subscriptionEnd),
    subscription_expires_at: iso(user.subscriptionExpiresAt),
    current_period_end: iso(user.currentPeriodEnd),
    cancel_at_period_end: user.cancelAtPeriodEnd,
    stripe_subscription_id: user.stripeSubscriptionId,
    fair_use_count: fairUseCount,
    first_report_claimed: user.firstReportClaimed,
    blocked: user.blocked,
    report_count: user.reportCount,
  };
}

export function userFilterWhere(filter: UserListQuery["filter_type"], now: Date): Prisma.UserWhereInput {
  switch (filter) {
    case "all":
      return {};
    case "active":
      return { blocked: false };
    case "blocked":
      return { blocked: true };
    case "paying":
      return payingUserWhere(now);
    case "free":
      return { NOT: payingUserWhere(now) };
    case "subscribers":
      return activeSubscriptionWhere(now);
  }
}

function userSearchWhere(search: string | undefined): Prisma.UserWhereInput {
  if (!search) return {};
  const or: Prisma.UserWhereInput[] = [{ email: containsText(search) }, { fullName: containsText(search) }];
  if (isUuid(search)) or.push({ id: search });
  return { OR: or };
}

function userOrderBy(query: UserListQuery): Prisma.UserOrderByWithRelationInput[] {
  const order = query.sort_order;
  const first: Prisma.UserOrderByWithRelationInput =
    query.sort_by === "email"
      ? { email: order }
      : query.sort_by === "credits"
        ? { credits: order }
        : query.sort_by === "report_count"
          ? { reportCount: order }
          : { createdAt: order };
  // A unique tie-breaker keeps pages stable: no user on two pages, none skipped.
  return [first, { id: order }];
}

async function fairUseCounts(userIds: string[], now: Date): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.report.groupBy({
    by: ["userId"],
    where: { userId: { in: userIds }, charge: "free_summary", createdAt: { gte: startOfMonth(now) } },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.userId as string, row._count._all]));
}

/** GET /api/admin/users: one page and the total, filtered and sorted by the database. */
export async function listUsers(query: UserListQuery, now: Date = new Date()) {
  const where: Prisma.UserWhereInput = {
    AND: [userSearchWhere(query.search), userFilterWhere(query.filter_type, now)],
  };
  const [users, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: userOrderBy(query),
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.user.count({ where }),
  ]);
  // Counted for the page's users only (report_count is a column, kept by triggers).
  const fairUse = await fairUseCounts(
    users.map((u) => u.id),
    now,
  );
  return {
    users: users.map((user) => serializeAdminUser(user, fairUse.get(user.id) ?? 0, now)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

async function findUser(tx: Prisma.TransactionClient, id: string): Promise<User> {
  const user = await tx.user.findUnique({ where: { id } });
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

const auditView = (user: User, now: Date) => ({
  credits: usableCredits(user, now),
  subscription_status: user.subscriptionStatus,
  blocked: user.blocked,
});

/**
 * PUT /api/admin/users/{id}: credits through the ledger (admin_adjustment), the subscription
 * status as given, and a block through setAccountBlocked (which ends the sessions), all in one
 * transaction with the audit row.
 */
export async function updateUser(admin: Admin, id: string, input: UserUpdateBody, now: Date = new Date()) {
  if (id === admin.id && input.blocked === true) throw badRequest(CANNOT_BLOCK_SELF);
  const settings = await getSettings();
  const updated = await db.$transaction(async (tx) => {
    const before = await findUser(tx, id);
    if (input.credits !== undefined) {
      await setCreditsByAdmin(tx, id, input.credits, settings.credits_expiry_days, now);
    }
    if (input.subscription_status !== undefined) {
      await tx.user.update({ where: { id }, data: { subscriptionStatus: input.subscription_status } });
    }
    if (input.blocked !== undefined && input.blocked !== before.blocked) {
      await setAccountBlocked(id, input.blocked, tx);
    }
    const after = await findUser(tx, id);
    await recordAdminChange(tx, admin, {
      action: "user.update",
      targetType: "user",
      targetId: id,
      before: auditView(before, now),
      after: auditView(after, now),
    });
    return after;
  });
  if (input.blocked !== undefined) await expireShownAccount(id);
  const fairUse = await fairUseCounts([id], now);
  return serializeAdminUser(updated, fairUse.get(id) ?? 0, now);
}

/** DELETE /api/admin/users/{id}?delete_type=hard: the same erasure as an account's own deletion. */
export async function hardDeleteUser(admin: Admin, id: string) {
  if (id === admin.id) throw badRequest(CANNOT_DELETE_SELF);
  await db.$transaction(async (tx) => {
    const user = await findUser(tx, id);
    await recordAdminChange(tx, admin, {
      action: "user.delete",
      targetType: "user",
      targetId: id,
      before: { email: user.email, ...auditView(user, new Date()), report_count: user.reportCount },
    });
    await eraseAccount(tx, user);
  });
  await expireShownAccount(id);
  await removeDeletedObjects();
  return { message: USER_DELETED };
}

/** GET /api/admin/users/{id}/reports, newest first. */
export async function userReportsForAdmin(id: string) {
  await findUser(db, id);
  const reports = await db.report.findMany({
    where: { userId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: adminReportInclude,
  });
  return { reports: reports.map(serializeAdminReport) };
}

/** GET /api/admin/users/{id}/transactions: the credit ledger, payments and voucher transactions. */
export async function userTransactionsForAdmin(id: string) {
  await findUser(db, id);
  const [ledger, payments, voucherTransactions] = await Promise.all([
    db.creditLedgerEntry.findMany({ where: { userId: id }, orderBy: { createdAt: "desc" } }),
    db.payment.findMany({ where: { userId: id }, orderBy: { createdAt: "desc" } }),
    db.voucherTransaction.findMany({
      where: { OR: [{ userId: id }, { relatedUserId: id }] },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return {
    credit_ledger: ledger.map((entry) => ({
      id: entry.id,
      delta: entry.delta,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      report_id: entry.reportId,
      payment_id: entry.paymentId,
      voucher_id: entry.voucherId,
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
    })),
    payments: payments.map(serializeAdminPayment),
    voucher_transactions: voucherTransactions.map(serializeVoucherTransaction),
  };
}

type PaymentRow = Prisma.PaymentGetPayload<object>;

/** The spec's Payment. */
export function serializeAdminPayment(payment: PaymentRow) {
  return {
    id: payment.id,
    user_email: payment.userEmail,
    user_id: payment.userId,
    plan_type: planTypeName(payment.planType),
    amount: eurosFromCents(payment.amountCents),
    currency: payment.currency,
    status: payment.status,
    created_at: payment.createdAt.toISOString(),
    stripe_session_id: payment.stripeSessionId,
    stripe_payment_intent: payment.stripePaymentIntent,
    credits: payment.credits,
    description: payment.description,
  };
}

type VoucherTransactionRow = Prisma.VoucherTransactionGetPayload<object>;

/** The spec's Voucher transaction. */
export function serializeVoucherTransaction(row: VoucherTransactionRow) {
  return {
    id: row.id,
    transaction_type: row.transactionType,
    voucher_code: row.voucherCode,
    user_email: row.userEmail,
    related_user_email: row.relatedUserEmail,
    credits: row.credits,
    created_at: row.createdAt.toISOString(),
    description: row.description,
  };
}
