// The Hero carousel tab's texts; the spec's own where it gives them (admin-console.md section 8).

export { HERO_DETAILS_REQUIRED } from "@/lib/admin/schemas";
export const HERO_LOAD_FAILED = "Failed to load hero images";
export const HERO_UPLOAD_FAILED = "Failed to upload hero image";
export const HERO_STATUS_FAILED = "Failed to update hero image status";
export const HERO_DELETE_FAILED = "Failed to delete hero carousel image";
export const HERO_MOVE_FAILED = "Failed to move hero image";
export const HERO_FILE_REQUIRED = "Please choose an image to upload";
export const heroMoved = (direction: "up" | "down") => `Hero image moved ${direction}`;
export const heroStatusChanged = (active: boolean) =>
  active ? "Hero image activated" : "Hero image deactivated";
