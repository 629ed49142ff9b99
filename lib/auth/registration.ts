import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { SignIn } from "./sign-in";
import { issueAccessToken } from "./tokens";

export const ACCOUNT_EXISTS =
  "An account with this email already exists. Please sign in with the verification code we email you.";
export const TOO_MANY_REGISTRATIONS = "Too many sign-ups from your network. Please try again later.";
// Accounts made here are unverified; a handful an hour per network is plenty for people, too few for spam.
export const REGISTRATIONS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };

/**
 * Creates an unverified account for the invite flow and signs it in. Only a new address gets a
 * token: an existing account, verified or not, may hold credits or reports, and knowing its
 * address must not open it, so its owner signs in by code instead. The role stays `user`
 * until the address is verified, whatever ADMIN_EMAILS says.
 */
export async function registerUser(input: {
  email: string;
  yearOfBirth: number;
  ip: string;
}): Promise<SignIn> {
  await enforceRateLimit(
    `register:ip:${input.ip}`,
    REGISTRATIONS_PER_IP.limit,
    REGISTRATIONS_PER_IP.windowSeconds,
    TOO_MANY_REGISTRATIONS,
  );
  try {
    const user = await db.user.create({ data: { email: input.email, yearOfBirth: input.yearOfBirth } });
    return { access_token: await issueAccessToken(user), user_id: user.id };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw conflict(ACCOUNT_EXISTS);
    throw error;
  }
}
