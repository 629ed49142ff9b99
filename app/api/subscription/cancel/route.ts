import { requireBuyer } from "@/lib/billing/checkout";
import { CancelSubscriptionRequest } from "@/lib/billing/schemas";
import { cancelSubscription } from "@/lib/billing/subscriptions";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { SubscriptionChanged } from "@/lib/billing/answer-schemas";

export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Cancel the subscription at the period's end" },
    answer: SubscriptionChanged,
    body: CancelSubscriptionRequest,
  },
  ({ user, body }) => cancelSubscription(requireBuyer(user), body.cancel_type),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
