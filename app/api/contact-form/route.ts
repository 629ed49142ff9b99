import { z } from "zod";
import { submitContactMessage } from "@/lib/contact/submit";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { Success } from "@/lib/auth/answer-schemas";

// The body is checked by submitContactMessage, which answers the form's own messages.
export const POST = route(
  { auth: "none", docs: { summary: "Send a contact message" }, answer: Success, body: z.unknown() },
  ({ body, ip, log, req }) => submitContactMessage(body, { ip, log, headers: req.headers }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
