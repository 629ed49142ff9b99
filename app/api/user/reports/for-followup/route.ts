import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { followupCandidates } from "@/lib/reports/queries";

export const GET = route({ auth: "user" }, ({ user }) => followupCandidates(user));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
