import { requireBuyer } from "@/lib/billing/checkout";
import { CancelSubscriptionRequest } from "@/lib/billing/schemas";
import { cancelSubscription } from "@/lib/billing/subscriptions";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Cancel the subscription at the period's end" },
    body: CancelSubscriptionRequest,
  },
  ({ user, body }) => cancelSubscription(requireBuyer(user), body.cancel_type),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
