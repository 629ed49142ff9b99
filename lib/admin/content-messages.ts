// The Hero carousel and Reviews tabs' answers, shown by the console and checked by the tests.
// Pure, so client components and browser tests may import it.

export const HERO_IMAGE_NOT_FOUND = "Hero image not found";
export const HERO_IMAGE_UPLOADED = "Hero image uploaded successfully";
export const HERO_IMAGE_UPDATED = "Hero image updated";
export const HERO_IMAGE_DELETED = "Hero image deleted successfully";
export const HERO_IMAGES_REORDERED = "Hero images reordered";
export const HERO_ORDER_STALE = "The hero images have changed meanwhile. Please reload and try again.";
export const HERO_UPLOAD_TOO_LARGE = "The image must be 15 MB or smaller.";
/** The spec recommends at least 800x600; a smaller image is kept, with this notice. */
export const HERO_MIN_WIDTH = 800;
export const HERO_MIN_HEIGHT = 600;
export const HERO_IMAGE_SMALL =
  "This image is smaller than the recommended 800x600 pixels and may look blurry on large screens.";

export const REVIEW_NOT_FOUND = "Review not found";
export const REVIEW_CREATED = "Review created successfully";
export const REVIEW_UPDATED = "Review updated successfully";
export const REVIEW_DELETED = "Review deleted successfully";
export const REVIEWS_REORDERED = "Reviews reordered";
export const REVIEW_PHOTO_UPLOADED = "Photo uploaded";
export const REVIEW_ORDER_STALE = "The reviews have changed meanwhile. Please reload and try again.";
export const REVIEW_PHOTO_TOO_LARGE = "The photo must be 15 MB or smaller.";
