// Texts of the shared report page, used by its components and their tests.

// Spec sections 2 and 8: one card for missing, expired, disabled and forbidden reports alike.
export const REPORT_NOT_FOUND_TITLE = "Report Not Found";
export const REPORT_NOT_FOUND_TEXT = "This report may have expired or been removed.";
export const REPORT_NOT_FOUND_ACTION = "Back to Home";

export const SHARE_BUTTON_LABEL = "Share This Report";
export const LINK_COPIED = "Link copied to clipboard";
export const LINK_COPY_FAILED = "Could not copy the link. Copy it from the address bar instead.";

export const SIGNUP_PROMPT_TITLE = "Get your own skin analysis";
