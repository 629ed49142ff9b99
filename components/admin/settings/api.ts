import type {
  AdminSettings as AdminSettingsSchema,
  AdminSettingsSaved,
  CreditsExpiryUpdated,
} from "@/lib/admin/answer-schemas";
import { apiRequest, type Answer } from "@/lib/api-client";

// The Settings tab's calls, and the credit expiry update it shares with the maintenance area.

export type AdminSettings = Answer<typeof AdminSettingsSchema>;
/** What the form posts: the whole object, numbers as typed (an empty field takes its fallback). */
export type SettingsInput = Record<string, unknown>;
export type CreditsExpiryUpdate = Answer<typeof CreditsExpiryUpdated>;

export const settingsApi = {
  get: () => apiRequest<AdminSettings>("/api/admin/settings"),
  save: (settings: SettingsInput) =>
    apiRequest<Answer<typeof AdminSettingsSaved>>("/api/admin/settings", {
      method: "POST",
      body: settings,
    }),
  updateCreditsExpiry: (body: { credits_expiry_days: number; apply_to_existing: boolean }) =>
    apiRequest<CreditsExpiryUpdate>("/api/admin/update-credits-expiry", { method: "POST", body }),
};
