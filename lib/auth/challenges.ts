import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { encryptionKey } from "@/lib/config/secrets";
import { db } from "@/lib/db";
import { Prisma, type ChallengePurpose, type LoginChallenge } from "@/lib/generated/prisma/client";
import { badRequest, tooManyRequests } from "@/lib/errors/http-error";
import {
  consumeRateLimitsThen,
  enforceRateLimits,
  perClient,
  type RateLimitRule,
  type RateLimitRules,
} from "@/lib/rate-limit";
import { isKnownDevice } from "./known-devices";
import { newSecretToken, secretTokenHash } from "./secret-token";

// A challenge is one six-digit code e-mailed for one purpose. The client holds
// its random token; the database holds only hashes of both.

export const CHALLENGE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;

// Limits are keyed by the client (its IP) and by the address together with the
// client, so a stranger's sends and tries use up only the stranger's budget. Two
// limits count every client for one address, to bound a flood spread over many
// clients; a browser that signed in to the address before is exempt from them
// (lib/auth/known-devices.ts). docs/identity.md has the table and the reasoning.
//
// Sends: a person needs one or two codes per sign-in and sometimes a resend.
// 20 an hour per IP leaves room for an office or family behind one address.
export const CODE_SENDS_PER_IP = { limit: 20, windowSeconds: 60 * 60 };
export const CODE_SENDS_PER_EMAIL_AND_IP = { limit: 5, windowSeconds: 15 * 60 };
export const CODE_SENDS_PER_EMAIL = { limit: 30, windowSeconds: 60 * 60 };
// Tries: every try counts (not only wrong ones), so concurrent guesses cannot
// slip past a check. 30 an hour for one address from all clients together keeps
// a guess at 1 in 33,000 an hour however many clients or challenges are used.
export const CODE_ATTEMPTS_PER_IP = { limit: 50, windowSeconds: 60 * 60 };
export const CODE_ATTEMPTS_PER_EMAIL_AND_IP = { limit: 10, windowSeconds: 60 * 60 };
export const CODE_ATTEMPTS_PER_EMAIL = { limit: 30, windowSeconds: 60 * 60 };

export const WRONG_CODE = "Invalid verification code. Please check your email and try again.";
export const CODE_EXPIRED = "This code has expired. Please request a new one.";
export const CODE_ALREADY_USED = "This code has already been used. Please request a new one.";
export const CODE_LOCKED = "Too many incorrect attempts. Please request a new code.";
export const TOO_MANY_CODES = "Too many verification codes requested. Please try again later.";
export const TOO_MANY_ATTEMPTS = "Too many verification attempts. Please try again later.";

type Limit = { limit: number; windowSeconds: number };
type StepLimits = { perIp: Limit; perEmailAndIp: Limit; perEmail: Limit };
const SEND_LIMITS: StepLimits = {
  perIp: CODE_SENDS_PER_IP,
  perEmailAndIp: CODE_SENDS_PER_EMAIL_AND_IP,
  perEmail: CODE_SENDS_PER_EMAIL,
};
const TRY_LIMITS: StepLimits = {
  perIp: CODE_ATTEMPTS_PER_IP,
  perEmailAndIp: CODE_ATTEMPTS_PER_EMAIL_AND_IP,
  perEmail: CODE_ATTEMPTS_PER_EMAIL,
};
const rule = (key: string, limit: Limit): RateLimitRule => ({ key, ...limit });

/**
 * A step's limits in the order they are counted: the client's own, then the address's from this
 * client, then (unless the browser is known) the address's from all clients. A client refused on
 * its own budget stops there, so it cannot spend the budget every client shares.
 */
function stepLimits(
  step: "code-send" | "code-try",
  limits: StepLimits,
  input: { email: string; ip: string; knownDevice?: boolean },
): RateLimitRules {
  const rules: [RateLimitRule, ...RateLimitRule[]] = [
    perClient(rule(`${step}:ip:${input.ip}`, limits.perIp)),
    perClient(rule(`${step}:email-ip:${input.email}:${input.ip}`, limits.perEmailAndIp)),
  ];
  if (!input.knownDevice) rules.push(rule(`${step}:email:${input.email}`, limits.perEmail));
  return rules;
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Keyed hash of a code, bound to its challenge so a code of another challenge never matches. */
export function codeHash(challengeId: string, code: string): string {
  return createHmac("sha256", encryptionKey()).update(`${challengeId}:${code}`).digest("hex");
}

export function codeMatches(challengeId: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(codeHash(challengeId, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Opens a challenge for an e-mail address; the caller e-mails the code and hands out the token. */
export async function issueChallenge(input: {
  email: string;
  purpose: ChallengePurpose;
  ip: string;
  knownDevice?: boolean;
}): Promise<{ token: string; code: string; expiresAt: Date }> {
  await enforceRateLimits(stepLimits("code-send", SEND_LIMITS, input), TOO_MANY_CODES);
  const now = Date.now();
  const id = randomUUID();
  const code = generateCode();
  const token = newSecretToken();
  const expiresAt = new Date(now + CHALLENGE_TTL_SECONDS * 1000);
  await db.loginChallenge.create({
    data: {
      id,
      email: input.email,
      purpose: input.purpose,
      tokenHash: secretTokenHash(token),
      codeHash: codeHash(id, code),
      createdAt: new Date(now),
      expiresAt,
      ip: input.ip,
    },
  });
  return { token, code, expiresAt };
}

/** Deletes the challenges that have expired (they can no longer be used); the retention sweep calls it. */
export async function deleteExpiredChallenges(now: Date = new Date()): Promise<number> {
  const { count } = await db.loginChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}

/** Removes a challenge whose code never reached its inbox, so it cannot be used. */
export async function withdrawChallenge(token: string): Promise<void> {
  await db.loginChallenge.deleteMany({ where: { tokenHash: secretTokenHash(token) } });
}

function refuseUnusable(challenge: LoginChallenge, now: Date): void {
  if (challenge.consumedAt) throw badRequest(CODE_ALREADY_USED, "code_used");
  if (challenge.attempts >= MAX_CODE_ATTEMPTS) throw badRequest(CODE_LOCKED, "code_locked");
  if (challenge.expiresAt <= now) throw badRequest(CODE_EXPIRED, "code_expired");
}

/**
 * Uses up a challenge with its code, or throws a 400 saying why not (429 past a tries limit).
 * The challenge token is required: only the client that asked for the code can try it, so
 * nobody else can spend the tries of the owner's challenge.
 */
export async function consumeChallenge(input: {
  email: string;
  code: string;
  token: string;
  purpose: ChallengePurpose;
  ip: string;
  /** The asking browser's device cookie, if any: looked up beside the challenge, in parallel. */
  device?: string;
}): Promise<void> {
  const now = new Date();
  const [challenge, knownDevice] = await Promise.all([
    db.loginChallenge.findUnique({ where: { tokenHash: secretTokenHash(input.token) } }),
    isKnownDevice(input.email, input.device),
  ]);
  if (!challenge || challenge.email !== input.email || challenge.purpose !== input.purpose) {
    throw badRequest(CODE_EXPIRED, "code_expired");
  }
  refuseUnusable(challenge, now);

  // The try is taken in the statement that counts it against the limits, and only when they all
  // allow: one conditional update takes the try and, when the code matches, uses the challenge
  // up. Of parallel tries none passes the limit of tries, and only one can use a right code.
  const matches = codeMatches(challenge.id, input.code, challenge.codeHash);
  const outcome = await consumeRateLimitsThen(
    stepLimits("code-try", TRY_LIMITS, { ...input, knownDevice }),
    (allowed) => Prisma.sql`
      UPDATE login_challenges
      SET attempts = attempts + 1, consumed_at = ${matches ? now : null}::timestamp(3)
      WHERE id = ${challenge.id}::uuid AND consumed_at IS NULL AND attempts < ${MAX_CODE_ATTEMPTS}
        AND expires_at > ${now}::timestamp(3) AND ${allowed}
      RETURNING 1`,
  );
  if (!outcome.allowed) throw tooManyRequests(TOO_MANY_ATTEMPTS, outcome.retryAfterSeconds);
  if (outcome.changed === 0) {
    const current = await db.loginChallenge.findUnique({ where: { id: challenge.id } });
    if (current) refuseUnusable(current, now);
    throw badRequest(CODE_EXPIRED, "code_expired");
  }
  if (!matches) throw badRequest(WRONG_CODE, "code_wrong");
}
