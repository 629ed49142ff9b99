import { adminPrompts, updatePrompts } from "@/lib/admin/prompts";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { PromptSetSchema } from "@/lib/prompts";

export const GET = route({ auth: "admin", docs: { summary: "The five analysis prompts" } }, () =>
  adminPrompts(),
);

export const POST = route(
  { auth: "admin", docs: { summary: "Save the five analysis prompts" }, body: PromptSetSchema },
  ({ user, body }) => updatePrompts(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
