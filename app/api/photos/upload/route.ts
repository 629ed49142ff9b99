import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { PhotoUploadForm, uploadPhotos } from "@/lib/photos/upload";

export const POST = route(
  { auth: "optional", docs: { summary: "Upload photos", multipart: PhotoUploadForm } },
  ({ req, user, ip }) => uploadPhotos(user, req, ip),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
