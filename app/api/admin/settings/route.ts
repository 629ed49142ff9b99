import { SettingsBody } from "@/lib/admin/schemas";
import { adminSettings, updateSettings } from "@/lib/admin/settings";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminSettings, AdminSettingsSaved } from "@/lib/admin/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "The business settings" }, answer: AdminSettings },
  () => adminSettings(),
);

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Save the business settings" },
    answer: AdminSettingsSaved,
    body: SettingsBody,
  },
  ({ user, body }) => updateSettings(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
