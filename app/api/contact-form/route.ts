import { z } from "zod";
import { submitContactMessage } from "@/lib/contact/submit";
import { route } from "@/lib/http/route";

// The body is checked by submitContactMessage, which answers the form's own messages.
export const POST = route({ auth: "none", body: z.unknown() }, ({ body, ip, log }) =>
  submitContactMessage(body, { ip, log }),
);
