import { db } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

/**
 * The language to write to an account in when no request of theirs is at hand (a receipt after
 * Stripe's webhook): the language they chose, else the one their newest report is written in,
 * else English. The spot reminders' query applies the same rule in SQL (lib/spots/reminders.ts).
 */
export async function accountMailLanguage(userId: string | null): Promise<Locale> {
  if (!userId) return DEFAULT_LOCALE;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      language: true,
      reports: { select: { language: true }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  const language = user?.language ?? user?.reports[0]?.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
