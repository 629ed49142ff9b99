import { z } from "zod";
import { opaqueText } from "@/lib/validation/text";

// Inputs of the money endpoints. Whatever price, quantity or currency a client
// sends in plan_details is read past: the server prices every plan.

export const CheckoutRequest = z.object({
  plan_type: z.enum(["subscription", "credits", "1_credit", "3_credits", "10_credits"]),
  plan_details: z
    .looseObject({
      type: opaqueText(50).optional(),
      credits: z.coerce.number().int().optional(),
      package: opaqueText(50).optional(),
    })
    .optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

export const CancelSubscriptionRequest = z.object({
  cancel_type: z.enum(["end_of_period", "immediate"]),
});

export const SimulatedCheckoutConfirmation = z.object({
  session_id: z.string().regex(/^cs_sim_[A-Za-z0-9]+$/),
});
