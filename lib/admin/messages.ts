// The console's answers that its screens and tests show too; pure, so client components may import it.

export const USER_DELETED = "User deleted successfully";
export const REPORT_DELETED = "Report deleted successfully";
export const ONLY_PUBLIC_FEATURED = "Only public reports can be featured";
export const REPORT_FEATURED = "Report featured";
export const REPORT_UNFEATURED = "Report unfeatured";
/** The report detail's content preview, in characters. */
export const CONTENT_PREVIEW_LENGTH = 200;
