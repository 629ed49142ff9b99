import type { CreditReason, Prisma, User } from "@/lib/generated/prisma/client";

// Voucher and referral credits, written like spendCredits: the cached balance
// users.credits changes only together with the ledger row that explains it.

const DAY_MS = 24 * 60 * 60 * 1000;

export type LockedUser = Pick<User, "id" | "email" | "credits" | "creditsExpiresAt">;

/**
 * Locks the users' rows (in id order, so two transactions locking the same pair
 * cannot deadlock) and returns them as they are now. Balances and redemption
 * checks read after this see every committed redemption of these accounts.
 */
export async function lockUsers(
  tx: Prisma.TransactionClient,
  ids: string[],
): Promise<Map<string, LockedUser>> {
  const unique = [...new Set(ids)].sort();
  await tx.$queryRaw`SELECT id FROM users WHERE id = ANY(${unique}::uuid[]) ORDER BY id FOR UPDATE`;
  const rows = await tx.user.findMany({
    where: { id: { in: unique } },
    select: { id: true, email: true, credits: true, creditsExpiresAt: true },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Adds `amount` credits to a user whose row `lockUsers` locked. Granted credits
 * expire `expiryDays` after the grant; the balance shares one expiry, which a
 * grant moves later but never earlier. Credits that had already expired are
 * written off first (an `expiry` ledger row), so a grant never revives them.
 * Returns the balance and expiry after the grant.
 */
export async function grantCredits(
  tx: Prisma.TransactionClient,
  user: LockedUser,
  grant: { amount: number; reason: CreditReason; voucherId: string; expiryDays: number; now: Date },
): Promise<{ balance: number; expiresAt: Date }> {
  const { amount, reason, voucherId, expiryDays, now } = grant;
  const expired = user.creditsExpiresAt !== null && user.creditsExpiresAt <= now;
  let before = user.credits;
  if (expired && before > 0) {
    await tx.creditLedgerEntry.create({
      data: {
        userId: user.id,
        delta: -before,
        balanceAfter: 0,
        reason: "expiry",
        note: "expired before a new grant",
      },
    });
    before = 0;
  }
  const fresh = new Date(now.getTime() + expiryDays * DAY_MS);
  const expiresAt =
    !expired && user.creditsExpiresAt && user.creditsExpiresAt > fresh ? user.creditsExpiresAt : fresh;
  const balance = before + amount;
  await tx.user.update({ where: { id: user.id }, data: { credits: balance, creditsExpiresAt: expiresAt } });
  await tx.creditLedgerEntry.create({
    data: { userId: user.id, delta: amount, balanceAfter: balance, reason, voucherId },
  });
  // The caller's copy stays current for a second grant in the same transaction.
  user.credits = balance;
  user.creditsExpiresAt = expiresAt;
  return { balance, expiresAt };
}
