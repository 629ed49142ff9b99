import { z } from "zod";
import { expireTags, SETTINGS } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { unprocessable } from "@/lib/errors/http-error";
import { describeZodError } from "@/lib/http/route";
import {
  creditExpirationMonths,
  getSettings,
  saveSettings,
  SettingsSchema,
  type Settings,
} from "@/lib/settings";
import { recordAdminChange, type Admin } from "./audit";
import { SETTINGS_UPDATED } from "./tab-messages";

// The Settings tab: the whole object, validated; empty numeric fields take the spec's
// fallbacks (the schema's defaults), and the credit packages stay 1, 3 and 10 (only their
// prices are editable; another package is refused).

// The answers are shared with the console's screens and tests.
export { SETTINGS_UPDATED } from "./tab-messages";

/** The settings with the derived months the spec lists beside the days. */
const settingsView = (settings: Settings) => ({
  ...settings,
  credit_expiration_months: creditExpirationMonths(settings),
});

/** GET /api/admin/settings. */
export const adminSettings = async () => settingsView(await getSettings());

/** POST /api/admin/settings with the whole settings object. */
export async function updateSettings(admin: Admin, input: Record<string, unknown>) {
  // Derived from credits_expiry_days; sent back by the form, never stored.
  const { credit_expiration_months: _derived, ...fields } = input;
  void _derived;
  const parsed = SettingsSchema.strict().safeParse(fields);
  if (!parsed.success) throw unprocessable(describeZodError(parsed.error as z.ZodError));
  const before = await getSettings();
  const saved = await db.$transaction(async (tx) => {
    const value = await saveSettings(parsed.data, tx);
    await recordAdminChange(tx, admin, {
      action: "settings.update",
      targetType: "settings",
      before,
      after: value,
    });
    return value;
  });
  await expireTags(SETTINGS);
  return { message: SETTINGS_UPDATED, settings: settingsView(saved) };
}
