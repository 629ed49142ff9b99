import { deviceTokenOf } from "@/lib/auth/known-devices";
import { VerifyEmailCodeBody } from "@/lib/auth/schemas";
import { signedInResponse } from "@/lib/auth/session-cookie";
import { verifyEmailCode } from "@/lib/auth/verification";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { EmailCodeVerified } from "@/lib/auth/answer-schemas";

export const POST = route(
  {
    auth: "none",
    docs: { summary: "Verify the e-mail address with a code" },
    answer: EmailCodeVerified,
    body: VerifyEmailCodeBody,
  },
  async ({ body, ip, req }) =>
    signedInResponse(await verifyEmailCode({ ...body, ip, device: deviceTokenOf(req) })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
