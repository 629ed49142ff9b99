import { deviceTokenOf } from "@/lib/auth/known-devices";
import { SendCodeBody } from "@/lib/auth/schemas";
import { sendVerificationCode } from "@/lib/auth/verification";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { CodeSent } from "@/lib/auth/answer-schemas";

export const POST = route(
  {
    auth: "none",
    docs: { summary: "Send an e-mail verification code" },
    answer: CodeSent,
    body: SendCodeBody,
  },
  ({ body, ip, req }) => sendVerificationCode(body.email, ip, req.headers, deviceTokenOf(req)),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
