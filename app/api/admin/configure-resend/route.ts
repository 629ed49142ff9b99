import { configureResend } from "@/lib/admin/integrations";
import { ResendKeyBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { KeySaved } from "@/lib/admin/answer-schemas";

export const POST = route(
  { auth: "admin", docs: { summary: "Save the e-mail provider key" }, answer: KeySaved, body: ResendKeyBody },
  ({ user, body }) => configureResend(user, body),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
