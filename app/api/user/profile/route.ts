import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { userProfile } from "@/lib/users/profile";

export const GET = route({ auth: "user" }, ({ user, ip }) => userProfile(user, ip));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
