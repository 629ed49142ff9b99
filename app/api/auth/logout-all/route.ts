import { signedOutResponse } from "@/lib/auth/session-cookie";
import { endAllSessions } from "@/lib/auth/sessions";
import { route } from "@/lib/http/route";

// "Sign out everywhere": ends every session of the signed-in user, this one included.
export const POST = route({ auth: "user" }, async ({ user }) => {
  await endAllSessions(user.id);
  return signedOutResponse();
});
