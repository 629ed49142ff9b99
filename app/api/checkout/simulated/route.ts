import { requireBuyer } from "@/lib/billing/checkout";
import { SimulatedCheckoutConfirmation } from "@/lib/billing/schemas";
import { confirmSimulatedCheckout, simulatedCheckoutAvailable } from "@/lib/billing/simulated-checkout";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { SimulatedCheckoutConfirmed } from "@/lib/billing/answer-schemas";

// Exists only while payments are simulated (development, no Stripe key): 404 otherwise, whoever asks.
export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Confirm a simulated checkout (development only)" },
    answer: SimulatedCheckoutConfirmed,
    body: SimulatedCheckoutConfirmation,
    existsWhen: simulatedCheckoutAvailable,
  },
  ({ user, body, log }) => confirmSimulatedCheckout(requireBuyer(user), body.session_id, log),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
