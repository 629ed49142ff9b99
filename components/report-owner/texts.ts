// Texts of the owner's report page (spec sections 2, 4, 5 and 8), used by its components and tests.

export const LOADING_ANALYSIS = "Loading your analysis...";
export const ANALYSING = "Generating your complete professional report...";
// The analysis goes on when the page closes (docs/analysis.md, "Streaming"): the address already names the full report.
export const ANALYSING_NOTE =
  "This usually takes under a minute. If you leave, it carries on, and this page shows the report when you come back.";
export const PHOTO_UNAVAILABLE = "Photo Unavailable";

export const UPGRADE_TITLE = "Get the complete professional report";
export const USE_CREDIT = "USE CREDIT";
export const INCLUDED = "INCLUDED";
export const NO_CREDITS = "NO CREDITS";
export const FREE_FIRST_REPORT = "FREE First Report";
export const UPGRADE_BUTTON = "Upgrade to Full Report";
export const BUY_CREDITS = "Buy Credits";
export const GET_FREE_REPORT = "Get My Free Full Report";

export const UPGRADE_SUCCESS = "Success! Your complete professional dermatology report is ready below.";
export const UPGRADE_FAILED = "Upgrade failed. Please try again.";
export const FULL_REPORT_FAILED = "Failed to generate full report. Please try again.";
export const ORIGINAL_REPORT_NOT_FOUND = "Original report not found";
export const ALREADY_UPGRADED =
  "This summary was upgraded already. Here is its full report; nothing was charged.";
export const FIRST_FREE_USED =
  "Your free full report has been used on this account already. Choose how to upgrade below.";

export const EMAIL_DIALOG_TITLE = "Get your free full report";
export const CODE_DIALOG_TITLE = "Check your inbox";
export const EMAIL_VERIFIED = "Email verified successfully! Generating your full report...";

export const SHARE_TITLE = "Share your report";
export const SHARE_BUTTON = "Share Report";
export const SHARE_PUBLIC = "Public: visible in the gallery";
export const SHARE_UNLISTED = "Unlisted: only people with the link";
export const SHARE_PRIVATE = "Private: only you";
export const SHARED = (link: string) => `Report shared! Link copied to clipboard: ${link}`;
export const SHARE_FAILED = "Failed to share report";
export const SHARE_LOGIN_REQUIRED = "Please login to share reports";
export const UNLISTED_NEEDS_UPGRADE = "Links for unlisted reports come with credits or a subscription.";

export const TAKE_DOWN = "Take down my report";
export const TAKE_DOWN_CONFIRM = "Take it down for good";
export const TAKEN_DOWN = "Your report and its photos were deleted.";
export const TAKE_DOWN_FAILED = "Could not take the report down. Please try again.";
export const MAKE_PRIVATE = "Make Private";
export const MADE_PRIVATE = "Your report is private now.";
export const DELETE_REPORT = "Delete Report";

export const ANALYZE_ANOTHER = "Analyze Another Photo";
export const VIEW_PUBLIC_REPORTS = "View Public Reports";
export const MY_ACCOUNT = "My Account";

export const TRACK_PROGRESS = "Track Your Progress";
export const MAKE_FOLLOWUP = "Make a Follow-up Report";

// A report still being written (GET /api/reports/{id}/stream).
export const WRITING_TITLE = "Your report is being written";
export const WRITING_NOTE = "You can leave this page: the analysis goes on, and the report is kept here.";
export const RUN_FAILED_TITLE = "This analysis did not finish";
export const FOLLOW_LOST_TITLE = "Connection lost";
export const FOLLOW_LOST =
  "The connection was lost while the report was being written. The analysis goes on.";
export const FOLLOW_AGAIN = "Try again";
