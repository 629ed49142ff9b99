import { db } from "@/lib/db";
import { isMissingReference, isUniqueViolation } from "@/lib/db/errors";
import type { ChallengePurpose, Role, User } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/errors/http-error";
import { consumeChallenge } from "./challenges";
import { sendCodeByEmail } from "./code-email";
import { BLOCKED_DETAIL } from "./current-user";
import { rememberDevice } from "./known-devices";
import { roleFor } from "./roles";
import { endAllSessions, startSession } from "./sessions";

export type SignIn = { access_token: string; user_id: string };
/**
 * A sign-in, the device token its response sets as a cookie (never sent in the body), and the
 * account's chosen language, which the response sets as the language cookie (docs/i18n.md).
 */
export type SignInResult = SignIn & { deviceToken: string; language: string | null };

/** What a sign-in needs to know of the address's account, read before it writes anything. */
export type AccountAtSignIn = Pick<User, "id" | "email" | "blocked" | "emailVerified" | "role" | "language">;

const ACCOUNT_AT_SIGN_IN = {
  id: true,
  email: true,
  blocked: true,
  emailVerified: true,
  role: true,
  language: true,
} as const;

/** The account of an address as a sign-in sees it, or null when there is none. */
export function accountAtSignIn(email: string): Promise<AccountAtSignIn | null> {
  return db.user.findUnique({ where: { email }, select: ACCOUNT_AT_SIGN_IN });
}

/** The session and the device record of a sign-in: two independent rows, written side by side. */
async function openSession(
  user: Pick<User, "id" | "email" | "language">,
  role: Role,
  device?: string,
): Promise<SignInResult> {
  const [accessToken, deviceToken] = await Promise.all([
    startSession(user, role),
    rememberDevice(user.id, device),
  ]);
  return { access_token: accessToken, user_id: user.id, deviceToken, language: user.language };
}

/**
 * Signs in whoever proved they read this inbox; the first time creates the account. When the
 * account was registered but never verified, every session it had ends first: whoever
 * registered the address did not prove it, and must not share the owner's account.
 *
 * `account` is the account as read beside the code's check (read here when not given). The two
 * common cases skip the transaction: a verified account whose role stands writes only its
 * session and device, a new address creates its account first. Anything else, or an account
 * registered or deleted since it was read, takes the transaction.
 */
export async function signInVerifiedEmail(
  email: string,
  device?: string,
  account?: AccountAtSignIn | null,
): Promise<SignInResult> {
  const seen = account === undefined ? await accountAtSignIn(email) : account;
  if (seen?.blocked) throw forbidden(BLOCKED_DETAIL, "account_blocked");
  const role = roleFor({ email, emailVerified: true });
  if (seen?.emailVerified && seen.role === role) {
    // A block that lands after the read cannot be undone by this session: it is refused on every
    // request while the block lasts (lib/auth/current-user.ts), and the unblock ends it.
    try {
      return await openSession(seen, role, device);
    } catch (error) {
      // The account was deleted since it was read: the transaction below makes a new one.
      if (!isMissingReference(error)) throw error;
    }
  }
  if (!seen) {
    const created = await createVerifiedAccount(email, role);
    if (created) return openSession(created, role, device);
  }
  return verifyAndSignIn(email, role, device);
}

/** A new verified account for the address, or null when it has one already (registered since it was read). */
async function createVerifiedAccount(email: string, role: Role): Promise<User | null> {
  try {
    return await db.user.create({ data: { email, emailVerified: true, role } });
  } catch (error) {
    // `email` is the only unique column this sets.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Marks the account verified with its role (ending an unverified account's sessions) and signs in. */
function verifyAndSignIn(email: string, role: Role, device?: string): Promise<SignInResult> {
  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({
      where: { email },
      select: { id: true, blocked: true, emailVerified: true },
    });
    if (existing?.blocked) throw forbidden(BLOCKED_DETAIL, "account_blocked");
    if (existing && !existing.emailVerified) await endAllSessions(existing.id, tx);
    const user = await tx.user.upsert({
      where: { email },
      create: { email, emailVerified: true, role },
      update: { emailVerified: true, role },
    });
    return {
      access_token: await startSession(user, role, tx),
      user_id: user.id,
      deviceToken: await rememberDevice(user.id, device, tx),
      language: user.language,
    };
  });
}

/** `headers`: the asking request's, whose language the mail is in when the address has none saved. */
export function sendLoginCode(email: string, ip: string, headers: Headers, device?: string) {
  return sendCodeByEmail({ email, purpose: "login", ip, device, headers });
}

/** The input of a code's check: the address, the code, the challenge's token, and the client. */
export type CodeCheck = { email: string; code: string; token: string; ip: string; device?: string };

/**
 * Uses up a challenge with its code and signs the address in. The account is read beside the
 * code's check: a wrong code wastes one read, a right one saves a round trip.
 */
export async function signInWithCode(input: CodeCheck, purpose: ChallengePurpose): Promise<SignInResult> {
  const [, account] = await Promise.all([
    consumeChallenge({ ...input, purpose }),
    accountAtSignIn(input.email),
  ]);
  return signInVerifiedEmail(input.email, input.device, account);
}

export function verifyLoginCode(input: CodeCheck): Promise<SignInResult> {
  return signInWithCode(input, "login");
}
