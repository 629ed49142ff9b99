import { adminPrompts, updatePrompts } from "@/lib/admin/prompts";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { PromptSetSchema } from "@/lib/prompts";

export const GET = route({ auth: "admin" }, () => adminPrompts());

export const POST = route({ auth: "admin", body: PromptSetSchema }, ({ user, body }) =>
  updatePrompts(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
