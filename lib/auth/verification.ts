import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { verificationLinkEmail } from "@/lib/email/templates";
import type { User } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/http/errors";
import { consumeChallenge } from "./challenges";
import { sendCodeByEmail } from "./code-email";
import { isKnownDevice } from "./known-devices";
import { newSecretToken, secretTokenHash } from "./secret-token";
import { signInVerifiedEmail } from "./sign-in";

export const VERIFICATION_LINK_INVALID = "The verification link is invalid or has expired.";
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The code of the free full report flow: proving the inbox creates or signs in its account. */
export function sendVerificationCode(email: string, ip: string, device?: string) {
  return sendCodeByEmail({ email, purpose: "verify_email", ip, device });
}

export async function verifyEmailCode(input: {
  email: string;
  code: string;
  token: string;
  ip: string;
  device?: string;
}) {
  const knownDevice = await isKnownDevice(input.email, input.device);
  await consumeChallenge({ ...input, purpose: "verify_email", knownDevice });
  return { success: true, verified: true, ...(await signInVerifiedEmail(input.email, input.device)) };
}

/** E-mails a link to /verify-email/{token} that verifies the address and signs its owner in. */
export async function sendVerificationLink(user: Pick<User, "id" | "email">): Promise<void> {
  const token = newSecretToken();
  const now = Date.now();
  await db.emailVerificationToken.create({
    data: {
      userId: user.id,
      tokenHash: secretTokenHash(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + VERIFICATION_LINK_TTL_SECONDS * 1000),
    },
  });
  await sendEmail({
    to: user.email,
    ...verificationLinkEmail(`${env().APP_URL}/verify-email/${token}`),
    purpose: "verification_link",
    code: token,
  });
}

/** Uses a verification link once; the answer signs its owner in. */
export async function verifyEmailLink(token: string, device?: string) {
  const now = new Date();
  const link = await db.emailVerificationToken.findUnique({
    where: { tokenHash: secretTokenHash(token) },
    include: { user: { select: { email: true, emailVerified: true } } },
  });
  if (!link || link.usedAt || link.expiresAt <= now) throw badRequest(VERIFICATION_LINK_INVALID);
  const used = await db.emailVerificationToken.updateMany({
    where: { id: link.id, usedAt: null },
    data: { usedAt: now },
  });
  if (used.count === 0) throw badRequest(VERIFICATION_LINK_INVALID);
  const session = await signInVerifiedEmail(link.user.email, device);
  return { ...session, auto_login: true, already_verified: link.user.emailVerified };
}
