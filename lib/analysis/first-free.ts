import { createHmac } from "node:crypto";
import { encryptionKey } from "@/lib/config/secrets";
import type { Prisma } from "@/lib/generated/prisma/client";

// The first free full report is granted once per account (users.first_report_claimed)
// and once per address: first_free_report_claims outlives a deleted account.

/** Keyed hash of the lower-cased address: the table cannot be reversed by hashing guessed addresses. */
export function firstFreeClaimKey(email: string): string {
  return createHmac("sha256", encryptionKey())
    .update(`first-free:${email.trim().toLowerCase()}`)
    .digest("hex");
}

export async function addressClaimedFirstFree(
  client: Prisma.TransactionClient,
  email: string,
): Promise<boolean> {
  const claim = await client.firstFreeReportClaim.findUnique({
    where: { emailHash: firstFreeClaimKey(email) },
  });
  return claim !== null;
}

/** Marks the account and the address as claimed; false when either already was. */
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
