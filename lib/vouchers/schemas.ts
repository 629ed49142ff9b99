import { z } from "zod";

// Inputs of the voucher and referral endpoints. An empty or over-long code is
// answered by the rules in redeem.ts with the spec's texts, not a zod message.

export const RedeemQuery = z.object({ code: z.string().optional() });

export const InviteParams = z.object({ code: z.string() });
