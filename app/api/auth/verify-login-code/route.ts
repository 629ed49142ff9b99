import { deviceTokenOf } from "@/lib/auth/known-devices";
import { VerifyLoginCodeBody } from "@/lib/auth/schemas";
import { signedInResponse } from "@/lib/auth/session-cookie";
import { verifyLoginCode } from "@/lib/auth/sign-in";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { SignedIn } from "@/lib/auth/answer-schemas";

export const POST = route(
  { auth: "none", docs: { summary: "Sign in with the code" }, answer: SignedIn, body: VerifyLoginCodeBody },
  async ({ body, ip, req }) =>
    signedInResponse(await verifyLoginCode({ ...body, ip, device: deviceTokenOf(req) })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
