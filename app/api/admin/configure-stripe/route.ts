import { configureStripe } from "@/lib/admin/integrations";
import { StripeKeysBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { StripeKeysSaved } from "@/lib/admin/answer-schemas";

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Save the payment provider keys" },
    answer: StripeKeysSaved,
    body: StripeKeysBody,
  },
  ({ user, body }) => configureStripe(user, body),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
