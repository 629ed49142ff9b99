import { db } from "@/lib/db";
import { forbidden } from "@/lib/http/errors";
import { consumeChallenge } from "./challenges";
import { sendCodeByEmail } from "./code-email";
import { BLOCKED_DETAIL } from "./current-user";
import { rememberDevice } from "./known-devices";
import { roleFor } from "./roles";
import { endAllSessions, startSession } from "./sessions";

export type SignIn = { access_token: string; user_id: string };
/** A sign-in and the device token its response sets as a cookie (never sent in the body). */
export type SignInResult = SignIn & { deviceToken: string };

/**
 * Signs in whoever proved they read this inbox; the first time creates the account. When the
 * account was registered but never verified, every session it had ends first: whoever
 * registered the address did not prove it, and must not share the owner's account.
 */
export async function signInVerifiedEmail(email: string, device?: string): Promise<SignInResult> {
  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({
      where: { email },
      select: { id: true, blocked: true, emailVerified: true },
    });
    if (existing?.blocked) throw forbidden(BLOCKED_DETAIL);
    if (existing && !existing.emailVerified) await endAllSessions(existing.id, tx);
    const role = roleFor({ email, emailVerified: true });
    const user = await tx.user.upsert({
      where: { email },
      create: { email, emailVerified: true, role },
      update: { emailVerified: true, role },
    });
    return {
      access_token: await startSession(user, role, tx),
      user_id: user.id,
      deviceToken: await rememberDevice(user.id, device, tx),
    };
  });
}

export function sendLoginCode(email: string, ip: string, device?: string) {
  return sendCodeByEmail({ email, purpose: "login", ip, device });
}

export async function verifyLoginCode(input: {
  email: string;
  code: string;
  token: string;
  ip: string;
  device?: string;
}): Promise<SignInResult> {
  await consumeChallenge({ ...input, purpose: "login" });
  return signInVerifiedEmail(input.email, input.device);
}
