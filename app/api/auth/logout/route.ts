import { signedOutResponse } from "@/lib/auth/session-cookie";
import { endPresentedSessions } from "@/lib/auth/sessions";
import { route } from "@/lib/http/route";

// Ends the session of the token presented (cookie and bearer alike) and clears the cookie.
export const POST = route({ auth: "none" }, async ({ req }) => {
  await endPresentedSessions(req);
  return signedOutResponse();
});
