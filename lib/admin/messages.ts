// The console's answers that its screens and tests show too; pure, so client components may import it.

export const USER_DELETED = "User deleted successfully";
/** An administrator locking themselves out would leave the console to someone else or no one. */
export const CANNOT_BLOCK_SELF = "You cannot block your own account";
export const CANNOT_DELETE_SELF = "You cannot delete your own account";
export const REPORT_DELETED = "Report deleted successfully";
export const ONLY_PUBLIC_FEATURED = "Only public reports can be featured";
export const REPORT_FEATURED = "Report featured";
export const REPORT_UNFEATURED = "Report unfeatured";
/** The report detail's content preview, in characters. */
export const CONTENT_PREVIEW_LENGTH = 200;
