import type { Prisma } from "@/lib/generated/prisma/client";
import { keyedHash, mailboxHash } from "@/lib/users/mailbox";

// The first free full report is granted once per account (users.first_report_claimed)
// and once per mailbox (lib/users/mailbox.ts): first_free_report_claims outlives a deleted account.

/** Keyed hash of the mailbox: the table cannot be reversed by hashing guessed addresses. */
export function firstFreeClaimKey(email: string): string {
  return mailboxHash("first-free", email);
}

/** The keys a claim may be stored under: the mailbox's, and the exact address's of claims made before normalising. */
function claimKeys(email: string): string[] {
  return [...new Set([firstFreeClaimKey(email), keyedHash("first-free", email.trim().toLowerCase())])];
}

export async function addressClaimedFirstFree(
  client: Prisma.TransactionClient,
  email: string,
): Promise<boolean> {
  const claim = await client.firstFreeReportClaim.findFirst({
    where: { emailHash: { in: claimKeys(email) } },
    select: { emailHash: true },
  });
  return claim !== null;
}

/** Marks the account and the mailbox as claimed; false when either already was. */
export async function claimFirstFreeReport(
  tx: Prisma.TransactionClient,
  user: { id: string; email: string },
  reportId: string,
): Promise<boolean> {
  const marked = await tx.user.updateMany({
    where: { id: user.id, firstReportClaimed: false },
    data: { firstReportClaimed: true },
  });
  if (marked.count !== 1) return false;
  const inserted = await tx.firstFreeReportClaim.createMany({
    data: [{ emailHash: firstFreeClaimKey(user.email), userId: user.id, reportId }],
    skipDuplicates: true,
  });
  return inserted.count === 1;
}
