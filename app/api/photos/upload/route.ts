import { route } from "@/lib/http/route";
import { uploadPhotos } from "@/lib/photos/upload";

export const POST = route({ auth: "optional" }, async ({ req, user, ip }) => ({
  photo_ids: await uploadPhotos(user, req, ip),
}));
