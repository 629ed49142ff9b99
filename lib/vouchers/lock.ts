import type { Prisma, User } from "@/lib/generated/prisma/client";

// Locks the accounts a redemption touches. Credits themselves are granted by
// grantCredits in lib/billing, the one place a balance grows.

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
