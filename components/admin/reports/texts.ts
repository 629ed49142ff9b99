// The Reports and Featured tabs' texts (spec sections 2, 4 and 8).

export { ONLY_PUBLIC_FEATURED, REPORT_DELETED } from "@/lib/admin/messages";
export const REPORT_DELETION_CANCELLED = "Report deletion cancelled";
export const REPORT_DELETE_FAILED = "Failed to delete report";
export const REPORT_UPDATED = "Report updated";
export const REPORT_UPDATE_FAILED = "Failed to update report";
export const REPORT_DISABLED = "Report disabled";
export const REPORT_ENABLED = "Report enabled";
export const FEATURE_FAILED = "Failed to change featuring";
export const REPORTS_LOAD_FAILED = "Failed to load reports";
export const REPORT_LOAD_FAILED = "Failed to load this report";
export const FEATURED_LOAD_FAILED = "Failed to load featured reports";

export const REPORT_FILTER_LABELS = {
  all: "All reports",
  full: "Full",
  summary: "Summary",
  public: "Public",
  private: "Private",
  disabled: "Disabled",
  active: "Active",
} as const;

export const REPORT_SORT_LABELS = {
  created_at: "Created",
  user_email: "Owner e-mail",
  report_type: "Type",
  privacy_setting: "Privacy",
} as const;

export const REPORT_TYPE_LABELS = { summary: "Summary", full: "Full", followup: "Follow-up" } as const;
export const PRIVACY_LABELS = { public: "Public", unlisted: "Unlisted", private: "Private" } as const;
