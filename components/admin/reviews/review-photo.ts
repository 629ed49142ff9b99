import { notify } from "@/components/ui/toaster";
import { detailOr } from "@/lib/api-client";
import { reviewsApi } from "./api";
import type { ReviewDraft } from "./review-form";
import { PHOTO_UPLOAD_FAILED } from "./texts";

/**
 * The photo a draft asks for: a new upload's id, null to remove the photo, undefined to keep it;
 * false when the upload failed (already reported).
 */
export async function draftPhotoId(draft: ReviewDraft): Promise<string | null | undefined | false> {
  if (draft.file) {
    try {
      return (await reviewsApi.uploadPhoto(draft.file)).photo_id;
    } catch (error) {
      notify.error(detailOr(error, PHOTO_UPLOAD_FAILED));
      return false;
    }
  }
  return draft.removePhoto ? null : undefined;
}
