import { db } from "@/lib/db";
import { EmailDeliveryError, deliverEmail, mailRoute, recordEmail } from "@/lib/email";
import { loginCodeEmail, verificationCodeEmail } from "@/lib/email/templates";
import { HttpError } from "@/lib/errors/http-error";
import { requestLocale } from "@/lib/i18n/negotiate";
import { issueChallenge, withdrawChallenge } from "./challenges";
import { isKnownDevice } from "./known-devices";

export const CODE_SENT = "Verification code sent to your email. Please check your inbox.";
export const SEND_CODE_FAILED = "Failed to send verification code. Please try again.";

const CODE_EMAILS = {
  login: { template: loginCodeEmail, purpose: "login_code" },
  verify_email: { template: verificationCodeEmail, purpose: "verification_code" },
} as const;

/**
 * Opens a challenge and e-mails its code; a provider that is down for now still answers CODE_SENT
 * (the outbox retries within the code's lifetime), one that refuses the mail answers 502. The answer is the same whether the
 * address has an account or not; a blocked account gets a token but no mail. The mail is in the
 * account's saved language, else in the asking request's (docs/i18n.md, "E-mails").
 */
export async function sendCodeByEmail(input: {
  email: string;
  purpose: keyof typeof CODE_EMAILS;
  ip: string;
  /** The device cookie of the asking browser, if any. */
  device?: string;
  /** The asking request's headers: its language cookie and Accept-Language. */
  headers: Headers;
}): Promise<{ token: string; message: string }> {
  // Three independent reads, side by side: each is a round trip the answer would wait for.
  const [account, knownDevice, route] = await Promise.all([
    db.user.findUnique({ where: { email: input.email }, select: { blocked: true, language: true } }),
    isKnownDevice(input.email, input.device),
    mailRoute(),
  ]);
  const { email, purpose, ip } = input;
  const { token, code, expiresAt } = await issueChallenge({ email, purpose, ip, knownDevice });
  if (account?.blocked) return { token, message: CODE_SENT };

  const mail = CODE_EMAILS[input.purpose];
  try {
    const content = await mail.template(code, requestLocale(input.headers, account?.language));
    const message = { to: input.email, ...content, purpose: mail.purpose, code, expiresAt };
    await deliverEmail(await recordEmail(message, route));
  } catch (error) {
    if (!(error instanceof EmailDeliveryError)) throw error;
    // The provider is unreachable for now: the outbox sends the code once it is back.
    if (error.retrying) return { token, message: CODE_SENT };
    await withdrawChallenge(token);
    throw new HttpError(502, SEND_CODE_FAILED);
  }
  return { token, message: CODE_SENT };
}
