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
