import type { NextRequest } from "next/server";
import { requireBuyer } from "@/lib/billing/checkout";
import { SimulatedCheckoutConfirmation } from "@/lib/billing/schemas";
import { confirmSimulatedCheckout, simulatedCheckoutAvailable } from "@/lib/billing/simulated-checkout";
import { errorResponse, route } from "@/lib/http/route";

const confirm = route({ auth: "optional", body: SimulatedCheckoutConfirmation }, ({ user, body, log }) =>
  confirmSimulatedCheckout(requireBuyer(user), body.session_id, log),
);

// Exists only while payments are simulated (development, no Stripe key): 404 otherwise, whoever asks.
export async function POST(req: NextRequest): Promise<Response> {
  return (await simulatedCheckoutAvailable()) ? confirm(req) : errorResponse(404, "Not found");
}
