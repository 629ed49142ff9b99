import type { adminSettings } from "@/lib/admin/settings";
import { apiRequest } from "@/lib/api-client";

// The Settings tab's calls, and the credit expiry update it shares with the maintenance area.

export type AdminSettings = Awaited<ReturnType<typeof adminSettings>>;
/** What the form posts: the whole object, numbers as typed (an empty field takes its fallback). */
export type SettingsInput = Record<string, unknown>;
export type CreditsExpiryUpdate = {
  message: string;
  credits_expiry_days: number;
  updated_users: number;
};

export const settingsApi = {
  get: () => apiRequest<AdminSettings>("/api/admin/settings"),
  save: (settings: SettingsInput) =>
    apiRequest<{ message: string; settings: AdminSettings }>("/api/admin/settings", {
      method: "POST",
      body: settings,
    }),
  updateCreditsExpiry: (body: { credits_expiry_days: number; apply_to_existing: boolean }) =>
    apiRequest<CreditsExpiryUpdate>("/api/admin/update-credits-expiry", { method: "POST", body }),
};
