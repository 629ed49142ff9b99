// The answers of the console's tabs from the hero carousel to maintenance, shown by the console
// and checked by the tests. Pure, so client components and browser tests may import it.

// ─── hero carousel ───
export const HERO_IMAGE_NOT_FOUND = "Hero image not found";
export const HERO_IMAGE_UPLOADED = "Hero image uploaded successfully";
export const HERO_IMAGE_CREATED = "Hero image created successfully";
/** Why a stored photo cannot become a hero image (lib/admin/hero-carousel.ts mayBecomeHeroImage). */
export const HERO_PHOTO_NOT_ALLOWED =
  "only a hero image's or a review's photo, or your own upload that is in no report, can become a hero image";
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

// ─── reviews ───
export const REVIEW_NOT_FOUND = "Review not found";
export const REVIEW_CREATED = "Review created successfully";
export const REVIEW_UPDATED = "Review updated successfully";
export const REVIEW_DELETED = "Review deleted successfully";
export const REVIEWS_REORDERED = "Reviews reordered";
export const REVIEW_PHOTO_UPLOADED = "Photo uploaded";
export const REVIEW_ORDER_STALE = "The reviews have changed meanwhile. Please reload and try again.";
export const REVIEW_PHOTO_TOO_LARGE = "The photo must be 15 MB or smaller.";

// ─── integrations (spec section 5: the 422 detail and the console's warning alike) ───
export const OPENAI_KEY_REQUIRED = "Please enter a valid OpenAI API key";
export const STRIPE_KEYS_REQUIRED = "Please enter all Stripe keys (Publishable, Secret, and Webhook Secret)";
export const RESEND_KEY_REQUIRED = "Please enter a valid Resend API key";
export const OPENAI_KEY_SAVED = "OpenAI API key configured successfully";
export const OPENAI_KEY_REMOVED = "OpenAI API key removed";
export const STRIPE_KEYS_SAVED = "Stripe keys configured successfully";
export const RESEND_KEY_SAVED = "Resend API key configured successfully";

// ─── API keys ───
export const API_KEY_NOT_FOUND = "API key not found";
export const API_KEY_CREATED = "API key created successfully";
export const API_KEY_UPDATED = "API key updated successfully";
export const API_KEY_DELETED = "API key deleted successfully";
export const apiKeyToggled = (active: boolean) => (active ? "API key enabled" : "API key disabled");

// ─── prompts ───
export const PROMPTS_UPDATED = "Prompts updated successfully";

// ─── settings ───
export const SETTINGS_UPDATED = "Settings updated successfully";

// ─── vouchers ───
export const VOUCHER_NOT_FOUND = "Voucher not found";
export const VOUCHER_CODE_TAKEN = "A voucher with this code already exists";
export const VOUCHER_CREATED = "Voucher created successfully";
export const VOUCHER_UPDATED = "Voucher updated successfully";
/** A limit below the uses already made: the database refuses it (vouchers_used_count_within_limit). */
export const voucherLimitBelowUses = (used: number) =>
  `usage_limit: must be at least ${used}, the times this voucher has been used`;
export const VOUCHER_ENABLED = "Voucher enabled";
export const VOUCHER_DISABLED = "Voucher disabled";
export const VOUCHER_DELETED = "Voucher deleted successfully";

// ─── maintenance ───
export const cleanupMessage = (deleted: number) =>
  `Cleaned up ${deleted} expired ${deleted === 1 ? "report" : "reports"}`;
export const creditsExpiryMessage = (days: number, users: number) =>
  `Credits expiry set to ${days} days; ${users} existing ${users === 1 ? "balance" : "balances"} updated`;
