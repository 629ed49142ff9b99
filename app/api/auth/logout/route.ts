import { signedOutResponse } from "@/lib/auth/session-cookie";
import { endPresentedSessions } from "@/lib/auth/sessions";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { Success } from "@/lib/auth/answer-schemas";

// Ends the session of the token presented (cookie and bearer alike) and clears the cookie. The route
// reads no token for the caller (a signed-out or blocked one may log out), so the refusal of a
// cross-site logout by the cookie is in endPresentedSessions.
export const POST = route(
  { auth: "none", docs: { summary: "Sign out this session" }, answer: Success },
  async ({ req }) => {
    await endPresentedSessions(req);
    return signedOutResponse();
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
