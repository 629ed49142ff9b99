import { signedOutResponse } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "none" }, () => signedOutResponse());
