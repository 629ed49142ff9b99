import { consumeChallenge, issueChallenge, withdrawChallenge } from "@/lib/auth/challenges";
import { SEND_CODE_FAILED } from "@/lib/auth/code-email";
import { db } from "@/lib/db";
import { EmailDeliveryError, sendEmail } from "@/lib/email";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/errors/http-error";
import { requestLocale } from "@/lib/i18n/negotiate";
import { expireShownAccount } from "@/lib/reports/shown";
import { blobStore, removeDeletedObjects } from "@/lib/storage";
import { accountDeletionCodeEmail } from "./deletion-code-email";
import { ownedReportPhotosWhere } from "./owned-photos";
import type { DeleteAccountInput } from "./schemas";

export const DELETE_CODE_SENT =
  "We sent a verification code to your email. Enter it to confirm the deletion of your account.";

/**
 * E-mails the code that DELETE /api/user asks for; the answer's token goes with it. The mail is in
 * the account's saved language, else in the asking request's (`headers`).
 */
export async function sendAccountDeletionCode(user: User, ip: string, headers: Headers) {
  const { token, code, expiresAt } = await issueChallenge({
    email: user.email,
    purpose: "delete_account",
    ip,
  });
  try {
    await sendEmail({
      to: user.email,
      ...(await accountDeletionCodeEmail(code, requestLocale(headers, user.language))),
      purpose: "delete_account_code",
      code,
      expiresAt,
    });
  } catch (error) {
    if (!(error instanceof EmailDeliveryError)) throw error;
    // The provider is unreachable for now: the outbox sends the code once it is back.
    if (error.retrying) return { token, message: DELETE_CODE_SENT };
    await withdrawChallenge(token);
    throw new HttpError(502, SEND_CODE_FAILED);
  }
  return { token, message: DELETE_CODE_SENT };
}

/**
 * Deletes the account with its reports, the photos it uploaded, its medical
 * records, their bytes and the e-mails sent to its address. Payments stay for
 * the books, detached from the account. Object-storage bytes go once the transaction has committed.
 */
export async function deleteAccount(user: User, input: DeleteAccountInput, ip: string): Promise<void> {
  await consumeChallenge({ ...input, email: user.email, purpose: "delete_account", ip });
  await db.$transaction((tx) => eraseAccount(tx, user));
  await expireShownAccount(user.id);
  await removeDeletedObjects();
}

/**
 * The deletion itself, in the caller's transaction: the account's own deletion above and an
 * administrator's hard delete both come here, so they remove exactly the same things. Call
 * removeDeletedObjects() after the commit.
 */
export async function eraseAccount(
  tx: Prisma.TransactionClient,
  user: Pick<User, "id" | "email">,
): Promise<void> {
  // One after another: a transaction's queries are never sent side by side (lib/analysis/run.ts).
  const photos = await tx.photo.findMany({
    where: ownedReportPhotosWhere(user.id),
    select: { blobId: true },
  });
  const records = await tx.medicalRecord.findMany({ where: { userId: user.id }, select: { blobId: true } });
  await tx.payment.updateMany({ where: { userId: user.id }, data: { userId: null } });
  // Hero and review images an administrator uploaded stay on the site.
  await tx.photo.updateMany({
    where: { userId: user.id, kind: { not: "report" } },
    data: { userId: null },
  });
  await tx.report.deleteMany({ where: { userId: user.id } });
  // Deleting the bytes deletes their photos and medical records with them.
  await blobStore.delete(
    [...photos, ...records].map((row) => row.blobId),
    tx,
  );
  // The claim outlives the account so the free report is not granted twice.
  await tx.firstFreeReportClaim.updateMany({
    where: { userId: user.id },
    data: { userId: null, reportId: null },
  });
  await tx.loginChallenge.deleteMany({ where: { email: user.email } });
  // Sign-in codes, verification links and notices sent to the address go with it.
  await tx.emailOutbox.deleteMany({ where: { to: { equals: user.email, mode: "insensitive" } } });
  // Sessions, spots and the rest of the account's own rows go with it (ON DELETE CASCADE).
  await tx.user.delete({ where: { id: user.id } });
}
