import { db } from "@/lib/db";
import { getSettings, saveSettings } from "@/lib/settings";

const DAY_MS = 24 * 60 * 60 * 1000;

export type CreditsExpiryUpdate = { credits_expiry_days: number; updated_users: number };

/**
 * Sets settings.credits_expiry_days for future grants and, with applyToExisting,
 * moves the expiry of every balance still valid to its latest grant plus the new
 * number of days. Balances already expired stay expired.
 */
export async function updateCreditsExpiry(
  days: number,
  applyToExisting: boolean,
  now: Date = new Date(),
): Promise<CreditsExpiryUpdate> {
  const settings = await getSettings();
  await saveSettings({ ...settings, credits_expiry_days: days });
  if (!applyToExisting) return { credits_expiry_days: days, updated_users: 0 };

  return db.$transaction(async (tx) => {
    const holders = await tx.user.findMany({
      where: { credits: { gt: 0 }, OR: [{ creditsExpiresAt: null }, { creditsExpiresAt: { gt: now } }] },
      select: { id: true },
    });
    const ids = holders.map((h) => h.id);
    const lastGrants = await tx.creditLedgerEntry.groupBy({
      by: ["userId"],
      where: { userId: { in: ids }, delta: { gt: 0 } },
      _max: { createdAt: true },
    });
    const grantedAt = new Map(lastGrants.map((g) => [g.userId, g._max.createdAt]));
    for (const id of ids) {
      const from = grantedAt.get(id) ?? now;
      await tx.user.update({
        where: { id },
        data: { creditsExpiresAt: new Date(from.getTime() + days * DAY_MS) },
      });
    }
    return { credits_expiry_days: days, updated_users: ids.length };
  });
}
