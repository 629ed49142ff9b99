import { requireBuyer } from "@/lib/billing/checkout";
import { reactivateSubscription } from "@/lib/billing/subscriptions";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { SubscriptionChanged } from "@/lib/billing/answer-schemas";

export const POST = route(
  { auth: "optional", docs: { summary: "Keep a cancelled subscription" }, answer: SubscriptionChanged },
  ({ user }) => reactivateSubscription(requireBuyer(user)),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
