import { adminPrompts, updatePrompts } from "@/lib/admin/prompts";
import { route } from "@/lib/http/route";
import { PromptSetSchema } from "@/lib/prompts";

export const GET = route({ auth: "admin" }, () => adminPrompts());

export const POST = route({ auth: "admin", body: PromptSetSchema }, ({ user, body }) =>
  updatePrompts(user, body),
);
