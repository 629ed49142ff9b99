import { uploadReviewPhoto } from "@/lib/admin/reviews";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin" }, ({ user, req }) => uploadReviewPhoto(user, req));

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
