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
