import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/http/errors";
import { consumeChallenge } from "./challenges";
import { sendCodeByEmail } from "./code-email";
import { BLOCKED_DETAIL } from "./current-user";
import { issueAccessToken } from "./tokens";

export type SignIn = { access_token: string; user_id: string };

/** Administrators are the addresses in ADMIN_EMAILS, decided again at every sign-in. */
export function roleForEmail(email: string): Role {
  return env().ADMIN_EMAILS.includes(email) ? "admin" : "user";
}

/** Signs in whoever proved they read this inbox; the first time creates the account. */
export async function signInVerifiedEmail(email: string): Promise<SignIn> {
  const existing = await db.user.findUnique({ where: { email }, select: { blocked: true } });
  if (existing?.blocked) throw forbidden(BLOCKED_DETAIL);
  const role = roleForEmail(email);
  const user = await db.user.upsert({
    where: { email },
    create: { email, emailVerified: true, role },
    update: { emailVerified: true, role },
  });
  return { access_token: await issueAccessToken(user), user_id: user.id };
}

export function sendLoginCode(email: string, ip: string) {
  return sendCodeByEmail({ email, purpose: "login", ip });
}

export async function verifyLoginCode(input: {
  email: string;
  code: string;
  token: string;
  ip: string;
}): Promise<SignIn> {
  await consumeChallenge({ ...input, purpose: "login" });
  return signInVerifiedEmail(input.email);
}
