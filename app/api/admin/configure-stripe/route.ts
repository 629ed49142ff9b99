import { configureStripe } from "@/lib/admin/integrations";
import { StripeKeysBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const POST = route(
  { auth: "admin", docs: { summary: "Save the payment provider keys" }, body: StripeKeysBody },
  ({ user, body }) => configureStripe(user, body),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
