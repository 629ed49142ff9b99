// Texts of the upload wizard: the spec's (visitor-and-account.md sections 2, 5, 8) and our own.

export const STEPS = ["Upload", "Analysis", "Questions", "Complete"] as const;

export const PAGE_TITLE = "Get Your Skin Analysis";
export const PAGE_INTRO =
  "Add a clear photo of the skin area, choose who may see the report, and get your analysis.";

export const MAIN_BUTTON_EMPTY = "Upload Photos to Get Analysis";
export const MAIN_BUTTON = {
  summary: "Get Free Summary",
  full: "Get Full Report",
  followup: "Get Follow-Up Report",
} as const;
export const ADMIN_SUMMARY_ONLY = "Admin: Get Summary Only";

export const maxPhotosAllowed = (n: number) => `Maximum ${n} photos allowed`;

export const UPLOAD_FAILED_FALLBACK = "Upload failed. Please check your connection and try again.";
export const uploadFailed = (reason: string) => `Upload failed: ${reason}`;

export const ANSWERS_FAILED = "Failed to save answers. Continuing anyway...";
export const COMPLETE_ANALYSIS = "Complete Analysis";
export const SKIP_QUESTIONS = "Skip Questions";
export const VIEW_RESULTS = "View Results";
export const ANSWER_REQUIRED = "Please answer this question";

export const FOLLOWUP_LOAD_FAILED = "Failed to load previous report";
export const FOLLOWUP_FORBIDDEN = "Cannot access follow-up report - not found or permission denied";

export const CONTEXT_LIMIT = 1000;

// Consent (issue 10 item 3): one explicit checkbox before any photo leaves the browser.
export const CONSENT_LABEL =
  "I agree that SkinSight processes my photo, a health photo, and what I add here to create my skin report.";
export const CONSENT_REQUIRED = "Please agree to the processing of your photo to continue.";
export const PUBLIC_NOTICE =
  "This report will be public: your photo and the report will appear in the community gallery, where anyone can see them.";
export const VISITOR_TAKEDOWN_NOTE = "You can take it down later from this browser.";

export const PRIVACY_OPTIONS = [
  { value: "public", label: "Public", description: "Shown in the community gallery" },
  { value: "unlisted", label: "Unlisted", description: "Only people with the link" },
  { value: "private", label: "Private", description: "Only you" },
] as const;

export const UPGRADE_TITLE = "Upgrade to unlock this";
export type UpgradeReason = "photos" | "privacy" | "records" | "server";

/** "1 photo", "3 photos". */
export const photoCount = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

/** Why the upgrade dialog opened; the photo limits are the settings' (GET /api/settings/pricing). */
export function upgradeReasonText(
  reason: UpgradeReason,
  limits: { free: number; paid: number } | null,
): string {
  switch (reason) {
    case "photos":
      return limits
        ? `Free reports include ${photoCount(limits.free)}. With credits or a subscription you can add up to ${photoCount(limits.paid)} per report.`
        : "With credits or a subscription you can add more photos per report.";
    case "privacy":
      return "Private and unlisted reports are available with credits or a subscription.";
    case "records":
      return "Medical records and context notes are available with credits or a subscription.";
    case "server":
      return "This option needs credits or a subscription.";
  }
}

// Follow-up mode for someone who cannot make a follow-up (the server's entitlements say so).
export const FOLLOWUP_LOCKED_TITLE = "Follow-up reports come with Premium";
export const FOLLOWUP_LOCKED_TEXT =
  "A follow-up compares a new photo with your earlier report and tracks how it changes. Subscribe to Premium to make one.";
export const FOLLOWUP_CAP_REACHED_TEXT =
  "You have used this month's full reports included in your subscription. Follow-ups are possible again next month.";
export const SEE_PREMIUM = "See Premium";
export const NEW_REPORT_INSTEAD = "Make a new report instead";

export const QUALITY_CHECKING = "Checking photo quality...";
export const QUALITY_CONTINUE = "You can retake it, remove it, or continue anyway.";

// Which spot the report is a check of (docs/spots.md): signed-in people only, skippable.
export const SPOT_HEADING = "Which spot is this?";
export const SPOT_OPTIONAL = "Optional";
export const SPOT_INTRO =
  "Put this report in the history of a mole or patch you follow, to compare its photos over time.";
export const SPOT_NONE = "Not a spot I follow";
export const SPOT_NEW = "A new spot";
export const SPOT_LABEL = "Name of the spot";
export const SPOT_LABEL_PLACEHOLDER = "Mole below the left collarbone";
export const SPOT_SITE = "Where on the body";
export const SPOT_SITE_PLACEHOLDER = "Choose a body site";
export const SPOT_NEW_HINT =
  "The spot is made when the analysis starts, in the middle of that body site on your body map.";
export const SPOT_LABEL_REQUIRED = "Give the spot a name";
export const SPOT_SITE_REQUIRED = "Choose where on the body it is";
export const SPOT_CREATE_FAILED = "The spot could not be made. Please try again.";
export const SPOT_MISSING =
  "That spot is not among your spots: it may have been deleted. Choose another one, or none.";
export const SPOT_CREATING = "Making the spot...";
/** "Mole by the collarbone · Left shoulder": a spot in a list. */
export const spotName = (label: string, siteName: string) => `${label} · ${siteName}`;
/** A follow-up stays on its earlier report's spot: the server decides, the page says so. */
export const spotOfFollowup = (name: string) => `This follow-up goes on ${name}, like the earlier report.`;
export const SPOT_OF_FOLLOWUP_UNNAMED = "This follow-up goes on the spot of the earlier report.";

// The guidance for a photo that can be compared with the next one, before the photos are picked.
export const GUIDANCE_HEADING = "For a clear photo";
export const GUIDANCE_TIPS = [
  { key: "distance", title: "About 10-15 cm away", text: "The spot in the middle of the frame, in focus." },
  { key: "light", title: "Daylight", text: "Near a window: no flash glare, no shadows across the skin." },
  { key: "steady", title: "A steady hand", text: "Elbows on a table, or someone else holds the phone." },
] as const;
export const GUIDANCE_LAST_TIME = "Frame it as last time";
export const guidanceLastTime = (date: string) =>
  `Your photo of ${date}, shown faintly: the same distance, angle and light make the two easy to compare.`;
export const GUIDANCE_LAST_PHOTO_ALT = "The last photo of this spot, shown faintly as a guide";
