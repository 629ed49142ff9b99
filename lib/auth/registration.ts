import { db } from "@/lib/db";
import { enforceClientRateLimit } from "@/lib/rate-limit";

export const TOO_MANY_REGISTRATIONS = "Too many sign-ups from your network. Please try again later.";
// A handful an hour per network is plenty for people, too few for spam.
export const REGISTRATIONS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };

/**
 * The answer of `POST /api/users/register`, the same for every address. Registering proves
 * nothing about the inbox, so it opens no session: `access_token` and `user_id` stay null
 * until the address is verified (`POST /api/verify-email-code`, the invite flow's next step),
 * whose answer signs the person in.
 */
export const REGISTRATION_ANSWER = {
  access_token: null,
  user_id: null,
  verification_required: true,
} as const;

/**
 * Records an unverified account with its year of birth for the invite flow. An address that
 * already has an account is left untouched, and the answer does not say which case it was:
 * one `INSERT ... ON CONFLICT DO NOTHING` either way. The role stays `user` until the address
 * is verified, whatever ADMIN_EMAILS says.
 */
export async function registerUser(input: {
  email: string;
  yearOfBirth: number;
  ip: string;
}): Promise<typeof REGISTRATION_ANSWER> {
  await enforceClientRateLimit(
    `register:ip:${input.ip}`,
    REGISTRATIONS_PER_IP.limit,
    REGISTRATIONS_PER_IP.windowSeconds,
    TOO_MANY_REGISTRATIONS,
  );
  await db.user.createMany({
    data: [{ email: input.email, yearOfBirth: input.yearOfBirth }],
    skipDuplicates: true,
  });
  return REGISTRATION_ANSWER;
}
