import { adminPrompts, updatePrompts } from "@/lib/admin/prompts";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { PromptSetSchema } from "@/lib/prompts";
import { Prompts, PromptsSaved } from "@/lib/admin/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "The five analysis prompts" }, answer: Prompts },
  () => adminPrompts(),
);

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Save the five analysis prompts" },
    answer: PromptsSaved,
    body: PromptSetSchema,
  },
  ({ user, body }) => updatePrompts(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
