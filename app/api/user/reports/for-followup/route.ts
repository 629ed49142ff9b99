import { route } from "@/lib/http/route";
import { followupCandidates } from "@/lib/reports/queries";

export const GET = route({ auth: "user" }, ({ user }) => followupCandidates(user));
