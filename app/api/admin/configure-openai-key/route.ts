import { configureOpenAiKey } from "@/lib/admin/integrations";
import { OpenAiKeyBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { KeySaved } from "@/lib/admin/answer-schemas";

export const POST = route(
  { auth: "admin", docs: { summary: "Save the AI provider key" }, answer: KeySaved, body: OpenAiKeyBody },
  ({ user, body }) => configureOpenAiKey(user, body),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
