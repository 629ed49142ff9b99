import type { Prisma } from "@/lib/generated/prisma/client";

// Credit ledger operations. The cached balance users.credits changes only in
// the same transaction as the ledger row that explains it.

export const NOT_ENOUGH_CREDITS = "Not enough credits. Please buy credits or subscribe to get a full report.";

/**
 * Takes `amount` unexpired credits for a report, or nothing: the conditional
 * update makes two concurrent spends of the last credit give one success.
 * Returns the balance after, or null when the credits were not there.
 */
export async function spendCredits(
  tx: Prisma.TransactionClient,
  userId: string,
  amount: number,
  reportId: string,
): Promise<number | null> {
  const rows = await tx.$queryRaw<{ credits: number }[]>`
    UPDATE users SET credits = credits - ${amount}, updated_at = (now() AT TIME ZONE 'UTC')
    WHERE id = ${userId}::uuid AND credits >= ${amount}
      AND (credits_expires_at IS NULL OR credits_expires_at > (now() AT TIME ZONE 'UTC'))
    RETURNING credits`;
  const row = rows[0];
  if (!row) return null;
  const balanceAfter = Number(row.credits);
  await tx.creditLedgerEntry.create({
    data: { userId, delta: -amount, balanceAfter, reason: "full_report", reportId },
  });
  return balanceAfter;
}

export type CreditGrantReason = "purchase" | "voucher_redemption" | "referral_bonus" | "admin_adjustment";

export type CreditGrant = {
  reason: CreditGrantReason;
  paymentId?: string;
  voucherId?: string;
  note?: string;
  /** settings.credits_expiry_days: the whole balance then expires this long after the grant. */
  expiryDays: number;
  now?: Date;
};

/**
 * Adds credits with their expiry, under a lock on the user row. The balance
 * shares one expiry, which a grant moves later but never earlier. Credits that
 * had already expired are written off first (an `expiry` ledger row), so they
 * never come back to life with a new purchase. Returns the balance and its expiry.
 */
export async function grantCredits(
  tx: Prisma.TransactionClient,
  userId: string,
  amount: number,
  grant: CreditGrant,
): Promise<{ balance: number; expiresAt: Date }> {
  const now = grant.now ?? new Date();
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { credits: true, creditsExpiresAt: true },
  });
  let balance = user.credits;
  const expired = user.creditsExpiresAt !== null && user.creditsExpiresAt <= now;
  if (balance > 0 && expired) {
    await tx.creditLedgerEntry.create({
      data: { userId, delta: -balance, balanceAfter: 0, reason: "expiry", note: "Credits expired" },
    });
    balance = 0;
  }
  balance += amount;
  const fresh = new Date(now.getTime() + grant.expiryDays * 24 * 60 * 60 * 1000);
  const expiresAt =
    !expired && user.creditsExpiresAt && user.creditsExpiresAt > fresh ? user.creditsExpiresAt : fresh;
  await tx.user.update({ where: { id: userId }, data: { credits: balance, creditsExpiresAt: expiresAt } });
  await tx.creditLedgerEntry.create({
    data: {
      userId,
      delta: amount,
      balanceAfter: balance,
      reason: grant.reason,
      paymentId: grant.paymentId ?? null,
      voucherId: grant.voucherId ?? null,
      note: grant.note ?? null,
    },
  });
  return { balance, expiresAt };
}

/**
 * An administrator sets the balance to `target` (the console's edit dialog): the difference
 * goes through the ledger as `admin_adjustment`. A raise is a grant (expired credits are
 * written off first, the expiry moves as for any grant); a cut keeps the expiry.
 * Returns the ledger delta (0 when nothing changed).
 */
export async function setCreditsByAdmin(
  tx: Prisma.TransactionClient,
  userId: string,
  target: number,
  expiryDays: number,
  now: Date = new Date(),
): Promise<number> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { credits: true, creditsExpiresAt: true },
  });
  const expired = user.creditsExpiresAt !== null && user.creditsExpiresAt <= now;
  const usable = expired ? 0 : user.credits;
  const delta = target - usable;
  if (delta > 0) {
    await grantCredits(tx, userId, delta, {
      reason: "admin_adjustment",
      expiryDays,
      now,
      note: "Set by an administrator",
    });
  } else if (delta < 0) {
    await tx.user.update({ where: { id: userId }, data: { credits: target } });
    await tx.creditLedgerEntry.create({
      data: {
        userId,
        delta,
        balanceAfter: target,
        reason: "admin_adjustment",
        note: "Set by an administrator",
      },
    });
  }
  return delta;
}
