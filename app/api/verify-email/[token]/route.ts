import { deviceTokenOf } from "@/lib/auth/known-devices";
import { VerificationLinkParams } from "@/lib/auth/schemas";
import { signedInResponse } from "@/lib/auth/session-cookie";
import { verifyEmailLink } from "@/lib/auth/verification";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { EmailLinkVerified } from "@/lib/auth/answer-schemas";

export const GET = route(
  {
    auth: "none",
    docs: { summary: "Verify the e-mail address by link" },
    answer: EmailLinkVerified,
    params: VerificationLinkParams,
  },
  async ({ params, req }) => {
    const answer = await verifyEmailLink(params.token, deviceTokenOf(req));
    // A link used before signs nobody in: its answer sets no cookie.
    return answer.access_token === null ? answer : signedInResponse(answer);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
