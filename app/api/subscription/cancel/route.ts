import { requireBuyer } from "@/lib/billing/checkout";
import { CancelSubscriptionRequest } from "@/lib/billing/schemas";
import { cancelSubscription } from "@/lib/billing/subscriptions";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "optional", body: CancelSubscriptionRequest }, ({ user, body }) =>
  cancelSubscription(requireBuyer(user), body.cancel_type),
);
