import { createHmac } from "node:crypto";
import { encryptionKey } from "@/lib/config/secrets";
import type { Prisma } from "@/lib/generated/prisma/client";

// The first free full report is granted once per account (users.first_report_claimed)
// and once per mailbox: first_free_report_claims outlives a deleted account.

/** Providers that deliver mail for a local part whatever its dots, and the domain they share. */
const DOTS_IGNORED: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, as far as the claim is concerned:
 * lower-cased, without a "+tag" (delivered to the same mailbox by every
 * large provider), and for Gmail without dots and with one domain.
 */
export function claimAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const shared = DOTS_IGNORED[domain];
  if (shared) {
    domain = shared;
    local = local.replace(/\./g, "") || local;
  }
  return `${local}@${domain}`;
}

const keyed = (text: string) =>
  createHmac("sha256", encryptionKey()).update(`first-free:${text}`).digest("hex");

/** Keyed hash of the mailbox: the table cannot be reversed by hashing guessed addresses. */
export function firstFreeClaimKey(email: string): string {
  return keyed(claimAddress(email));
}

/** The keys a claim may be stored under: the mailbox's, and the exact address's of claims made before normalising. */
function claimKeys(email: string): string[] {
  return [...new Set([firstFreeClaimKey(email), keyed(email.trim().toLowerCase())])];
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
