import { z } from "zod";
import { isoTime } from "@/lib/openapi/shapes";

/** GET /api/dev/verification-codes (development and testing only): the codes sent to an address. */
export const VerificationCodes = z.object({
  codes: z.array(
    z.object({ email: z.string(), code: z.string().nullable(), purpose: z.string(), created_at: isoTime }),
  ),
});
