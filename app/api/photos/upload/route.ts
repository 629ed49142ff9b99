import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { PhotoUploadForm, uploadPhotos } from "@/lib/photos/upload";
import { PhotosUploaded } from "@/lib/photos/answer-schemas";

export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Upload photos", multipart: PhotoUploadForm },
    answer: PhotosUploaded,
  },
  ({ req, user, ip }) => uploadPhotos(user, req, ip),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
