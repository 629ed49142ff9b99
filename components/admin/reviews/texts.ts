// The Reviews tab's texts; the spec's own where it gives them (admin-console.md section 8).

export const REVIEWS_LOAD_FAILED = "Failed to load reviews";
export const REVIEW_CREATE_FAILED = "Failed to create review";
export const REVIEW_UPDATE_FAILED = "Failed to update review";
export const REVIEW_DELETE_FAILED = "Failed to delete review";
export const REVIEW_REORDER_FAILED = "Failed to reorder reviews";
export const PHOTO_UPLOAD_FAILED = "Failed to upload photo";
export const reviewStatusChanged = (active: boolean) => (active ? "Review activated" : "Review deactivated");
