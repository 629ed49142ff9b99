import { z } from "zod";
import { expireTags, SETTINGS } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { unprocessable } from "@/lib/errors/http-error";
import { describeZodError } from "@/lib/http/route";
import {
  creditExpirationMonths,
  getSettings,
  saveSettings,
  settingsFromEuros,
  settingsInEuros,
  SettingsInEurosSchema,
  type Settings,
} from "@/lib/settings";
import { recordAdminChange, type Admin } from "./audit";
import { SETTINGS_UPDATED } from "./tab-messages";

// The Settings tab: the whole object, validated; empty numeric fields take the spec's
// fallbacks (the schema's defaults), and the credit packages stay 1, 3 and 10 (only their
// prices are editable; another package is refused). The tab speaks euros, as the spec does;
// the settings are stored with their prices in cents.

// The answers are shared with the console's screens and tests.
export { SETTINGS_UPDATED } from "./tab-messages";

/** The settings in euros, with the derived months the spec lists beside the days. */
const settingsView = (settings: Settings) => ({
  ...settingsInEuros(settings),
  credit_expiration_months: creditExpirationMonths(settings),
});

/** GET /api/admin/settings. */
export const adminSettings = async () => settingsView(await getSettings());

/** POST /api/admin/settings with the whole settings object, prices in euros. */
export async function updateSettings(admin: Admin, input: Record<string, unknown>) {
  // Derived from credits_expiry_days; sent back by the form, never stored.
  const { credit_expiration_months: _derived, ...fields } = input;
  void _derived;
  const parsed = SettingsInEurosSchema.strict().safeParse(fields);
  if (!parsed.success) throw unprocessable(describeZodError(parsed.error as z.ZodError));
  const before = await getSettings();
  const saved = await db.$transaction(async (tx) => {
    const value = await saveSettings(settingsFromEuros(parsed.data), tx);
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

/**
 * POST /api/dev/settings (development and testing, for the end-to-end tests): the fields given, in
 * euros like the console's, over the stored settings; answers the settings in euros.
 */
export async function changeSettings(change: Record<string, unknown>) {
  const parsed = SettingsInEurosSchema.safeParse({ ...settingsInEuros(await getSettings()), ...change });
  if (!parsed.success) throw unprocessable(describeZodError(parsed.error));
  return settingsInEuros(await saveSettings(settingsFromEuros(parsed.data)));
}
