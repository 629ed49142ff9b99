import { uploadReviewPhoto } from "@/lib/admin/reviews";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ReviewPhotoForm } from "@/lib/admin/schemas";
import { ReviewPhotoUploaded } from "@/lib/admin/answer-schemas";

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Upload a user review's photo", multipart: ReviewPhotoForm },
    answer: ReviewPhotoUploaded,
  },
  ({ user, req }) => uploadReviewPhoto(user, req),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
