import { uploadReviewPhoto } from "@/lib/admin/reviews";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin" }, ({ user, req }) => uploadReviewPhoto(user, req));
