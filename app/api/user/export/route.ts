import { route } from "@/lib/http/route";
import { userDataDownload } from "@/lib/users/export";

export const GET = route({ auth: "user" }, ({ user }) => userDataDownload(user));
