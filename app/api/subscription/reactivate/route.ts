import { requireBuyer } from "@/lib/billing/checkout";
import { reactivateSubscription } from "@/lib/billing/subscriptions";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "optional" }, ({ user }) => reactivateSubscription(requireBuyer(user)));
