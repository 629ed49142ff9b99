import { z } from "zod";
import { plainText } from "@/lib/validation/text";

// Inputs of the voucher and referral endpoints. An empty or over-long code is
// answered by the rules in redeem.ts with the spec's texts, not a zod message.

// Control characters are refused here: a NUL in a code reached the database lookup, which failed.
export const RedeemQuery = z.object({ code: plainText().optional() });

export const InviteParams = z.object({ code: plainText() });
