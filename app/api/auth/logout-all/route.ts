import { signedOutResponse } from "@/lib/auth/session-cookie";
import { endAllSessions } from "@/lib/auth/sessions";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { Success } from "@/lib/auth/answer-schemas";

// "Sign out everywhere": ends every session of the signed-in user, this one included.
export const POST = route(
  { auth: "user", docs: { summary: "Sign out everywhere" }, answer: Success },
  async ({ user }) => {
    await endAllSessions(user.id);
    return signedOutResponse();
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
