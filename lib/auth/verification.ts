import { env } from "@/lib/config/env";
import { localizedPath } from "@/lib/i18n/paths";
import { db } from "@/lib/db";
import { type MailRoute, type RecordedEmail, deliverEmail, mailRoute, recordEmail } from "@/lib/email";
import { verificationLinkEmail } from "@/lib/email/templates";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/errors/http-error";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { sendCodeByEmail } from "./code-email";
import { newSecretToken, secretTokenHash } from "./secret-token";
import { type CodeCheck, signInVerifiedEmail, signInWithCode } from "./sign-in";

export const VERIFICATION_LINK_INVALID = "The verification link is invalid or has expired.";
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;

/**
 * The code of the free full report flow: proving the inbox creates or signs in its account.
 * `headers`: the asking request's, whose language the mail is in when the address has none saved.
 */
export function sendVerificationCode(email: string, ip: string, headers: Headers, device?: string) {
  return sendCodeByEmail({ email, purpose: "verify_email", ip, device, headers });
}

export async function verifyEmailCode(input: CodeCheck) {
  return { success: true, verified: true, ...(await signInWithCode(input, "verify_email")) };
}

/**
 * Records a link to /verify-email/{token} that verifies the address and signs its owner in: the
 * token and its mail in `locale`, in the caller's transaction when given one. `deliverEmail` sends it.
 */
export async function recordVerificationLink(
  user: Pick<User, "id" | "email">,
  locale: Locale,
  route: MailRoute,
  client: Prisma.TransactionClient = db,
): Promise<RecordedEmail> {
  const token = newSecretToken();
  const now = Date.now();
  await client.emailVerificationToken.create({
    data: {
      userId: user.id,
      tokenHash: secretTokenHash(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + VERIFICATION_LINK_TTL_SECONDS * 1000),
    },
  });
  const message = {
    to: user.email,
    ...(await verificationLinkEmail(
      `${env().APP_URL}${localizedPath(`/verify-email/${token}`, locale)}`,
      locale,
    )),
    purpose: "verification_link",
    code: token,
    expiresAt: new Date(now + VERIFICATION_LINK_TTL_SECONDS * 1000),
  };
  return recordEmail(message, route, client);
}

/**
 * E-mails a link to /verify-email/{token} that verifies the address and signs its owner in, in the
 * account's saved language (else English: no request of theirs is at hand).
 */
export async function sendVerificationLink(user: Pick<User, "id" | "email" | "language">): Promise<void> {
  const locale = isLocale(user.language) ? user.language : DEFAULT_LOCALE;
  await deliverEmail(await recordVerificationLink(user, locale, await mailRoute()));
}

/** A link used before, of an address now verified: it says so, and signs nobody in again. */
const ALREADY_VERIFIED = {
  access_token: null,
  user_id: null,
  auto_login: false,
  already_verified: true,
} as const;

/**
 * Uses a verification link: the first use verifies the address and signs its owner in; a later
 * use (within the link's 24 hours) answers only that the address is verified.
 */
export async function verifyEmailLink(token: string, device?: string) {
  const now = new Date();
  const link = await db.emailVerificationToken.findUnique({
    where: { tokenHash: secretTokenHash(token) },
    include: { user: { select: { email: true, emailVerified: true } } },
  });
  if (!link || link.expiresAt <= now) throw badRequest(VERIFICATION_LINK_INVALID, "link_invalid");
  if (link.usedAt) {
    if (link.user.emailVerified) return ALREADY_VERIFIED;
    throw badRequest(VERIFICATION_LINK_INVALID, "link_invalid");
  }
  const used = await db.emailVerificationToken.updateMany({
    where: { id: link.id, usedAt: null },
    data: { usedAt: now },
  });
  if (used.count === 0) throw badRequest(VERIFICATION_LINK_INVALID, "link_invalid");
  const session = await signInVerifiedEmail(link.user.email, device);
  return { ...session, auto_login: true, already_verified: link.user.emailVerified };
}
