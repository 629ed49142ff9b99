import { db } from "@/lib/db";
import { deliverEmailLater, mailRoute } from "@/lib/email";
import type { Locale } from "@/lib/i18n/locales";
import { enforceClientRateLimit } from "@/lib/rate-limit";
import { recordVerificationLink } from "./verification";

export const TOO_MANY_REGISTRATIONS = "Too many sign-ups from your network. Please try again later.";
// A handful an hour per network is plenty for people, too few for spam.
export const REGISTRATIONS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };

/**
 * The answer of `POST /api/users/register`, the same for every address. Registering proves
 * nothing about the inbox, so it opens no session: `access_token` and `user_id` stay null
 * until the address is verified (the e-mailed link, or `POST /api/verify-email-code`), whose
 * answer signs the person in.
 */
export const REGISTRATION_ANSWER = {
  access_token: null,
  user_id: null,
  verification_required: true,
} as const;

/**
 * Records an unverified account with its year of birth and e-mails it a link to
 * /verify-email/{token}. An address that already has an account is left untouched and gets no
 * mail; the answer does not say which case it was (one `INSERT ... ON CONFLICT DO NOTHING`
 * either way, and the mail leaves after the answer, so a slow provider does not tell either).
 * The account, its link and its outbox row are written together; a failed delivery stays on the
 * outbox row and the account can still be verified by code. The role stays `user` until the
 * address is verified, whatever ADMIN_EMAILS says. The link's mail is in `locale`, the registering
 * request's language: a new account has none saved.
 */
export async function registerUser(input: {
  email: string;
  yearOfBirth: number;
  ip: string;
  locale: Locale;
}): Promise<typeof REGISTRATION_ANSWER> {
  await enforceClientRateLimit(
    `register:ip:${input.ip}`,
    REGISTRATIONS_PER_IP.limit,
    REGISTRATIONS_PER_IP.windowSeconds,
    TOO_MANY_REGISTRATIONS,
  );
  const route = await mailRoute();
  const link = await db.$transaction(async (tx) => {
    const [created] = await tx.user.createManyAndReturn({
      data: [{ email: input.email, yearOfBirth: input.yearOfBirth }],
      skipDuplicates: true,
      select: { id: true, email: true },
    });
    return created ? recordVerificationLink(created, input.locale, route, tx) : null;
  });
  if (link) deliverEmailLater(link);
  return REGISTRATION_ANSWER;
}
