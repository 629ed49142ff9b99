import { updateCreditsExpiry } from "@/lib/billing/credit-expiry";
import { db } from "@/lib/db";
import { cleanupExpiredReports } from "@/lib/reports/cleanup";
import { getSettings } from "@/lib/settings";
import { removeDeletedObjects } from "@/lib/storage";
import { recordAdminChange, type Admin } from "./audit";
import { cleanupMessage, creditsExpiryMessage } from "./tab-messages";

// The maintenance area. Both tasks work in batches or their own transactions, so their
// audit row is written when they finish, with what they did.

// The answers are shared with the console's screens and tests.
export { cleanupMessage, creditsExpiryMessage } from "./tab-messages";

/** POST /api/admin/cleanup-expired. */
export async function runCleanup(admin: Admin, now: Date = new Date()) {
  const { deleted } = await cleanupExpiredReports(now);
  await removeDeletedObjects();
  await db.$transaction((tx) =>
    recordAdminChange(tx, admin, {
      action: "maintenance.cleanup_expired",
      targetType: "reports",
      after: { deleted },
    }),
  );
  return { message: cleanupMessage(deleted), deleted };
}

/** POST /api/admin/update-credits-expiry {credits_expiry_days, apply_to_existing}. */
export async function runCreditsExpiryUpdate(
  admin: Admin,
  input: { credits_expiry_days: number; apply_to_existing: boolean },
) {
  const before = await getSettings();
  const result = await updateCreditsExpiry(input.credits_expiry_days, input.apply_to_existing);
  await db.$transaction((tx) =>
    recordAdminChange(tx, admin, {
      action: "maintenance.update_credits_expiry",
      targetType: "settings",
      before: { credits_expiry_days: before.credits_expiry_days },
      after: { ...result, apply_to_existing: input.apply_to_existing },
    }),
  );
  return { message: creditsExpiryMessage(result.credits_expiry_days, result.updated_users), ...result };
}
