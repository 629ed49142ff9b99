import { removeOpenAiKey } from "@/lib/admin/integrations";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { Message } from "@/lib/openapi/shapes";

export const DELETE = route(
  { auth: "admin", docs: { summary: "Remove the stored AI provider key" }, answer: Message },
  ({ user }) => removeOpenAiKey(user),
);

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
