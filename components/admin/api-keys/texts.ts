// The API keys tab's texts; the spec's own where it gives them (admin-console.md section 8).

export const API_KEYS_LOAD_FAILED = "Failed to load API keys";
export const API_KEY_CREATE_FAILED = "Failed to create API key";
export const API_KEY_UPDATE_FAILED = "Failed to update API key";
export const API_KEY_TOGGLE_FAILED = "Failed to toggle API key";
export const API_KEY_DELETE_FAILED = "Failed to delete API key";
export const API_KEY_REVEAL_FAILED = "Failed to reveal API key";
export const API_KEY_COPIED = "API key copied";
export const API_KEY_COPY_FAILED = "Failed to copy API key";
/** A revealed key is shown this long, then hidden again (spec section 9). */
export const KEY_REVEAL_MS = 30_000;
export const PERMISSION_LABELS = {
  summary: "Summary reports (POST /api/summary)",
  full: "Full reports (POST /api/full)",
} as const;
