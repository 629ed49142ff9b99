import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { userDataDownload } from "@/lib/users/export";

export const GET = route({ auth: "user" }, ({ user }) => userDataDownload(user));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
