import { runCreditsExpiryUpdate } from "@/lib/admin/maintenance";
import { CreditsExpiryBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { CreditsExpiryUpdated } from "@/lib/admin/answer-schemas";

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Change the credit expiry" },
    answer: CreditsExpiryUpdated,
    body: CreditsExpiryBody,
  },
  ({ user, body }) => runCreditsExpiryUpdate(user, body),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
