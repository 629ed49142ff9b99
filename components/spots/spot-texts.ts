import type { ReportType } from "@/lib/generated/prisma/enums";

// The texts of a spot's page (/spots/{id}), imported by its tests.

export const SPOT_PAGE_TITLE = "Your spot";
export const BACK_TO_SPOTS = "All spots";
export const SPOT_LOADING = "Loading your spot";
export const SPOT_LOAD_FAILED = "Your spot could not be loaded. Please try again.";
export const TRY_AGAIN = "Try Again";

export const SIGN_IN_TITLE = "Sign in to see this spot";
export const SIGN_IN_TEXT =
  "A spot's photos are private to you. Sign in with a code sent to your e-mail to see its history.";

export const SPOT_NOT_FOUND_TITLE = "Spot not found";
export const SPOT_NOT_FOUND_TEXT = "This spot does not exist, or it is not one of yours.";
export const SPOT_NOT_FOUND_ACTION = "Back to your spots";

export const DUE_NOW = "Due now";
export const NOT_CHECKED_YET = "Not checked yet";
export const NO_REMINDER = "No reminder";

export const RENAME = "Rename";
export const RENAME_TITLE = "Rename this spot";
export const RENAME_DESCRIPTION = "A name you will recognise, such as “Mole by the collarbone”.";
export const RENAME_FIELD = "Name";
export const RENAME_SAVE = "Save";
export const RENAMED = "Spot renamed";
export const RENAME_FAILED = "The spot could not be renamed. Please try again.";

export const DELETE = "Delete";
export const DELETE_TITLE = "Delete this spot?";
export const DELETE_DESCRIPTION =
  "The spot and its reminder are removed. Its reports stay: you still find them in your account.";
export const DELETE_CONFIRM = "Delete spot";
export const DELETED = "Spot deleted";
export const DELETE_FAILED = "The spot could not be deleted. Please try again.";
export const DELETED_TITLE = "Spot deleted";
export const DELETED_TEXT = "Its reports stay in your account, each still at its own link.";
export const DELETED_TO_ACCOUNT = "Your reports";

export const HISTORY_TITLE = "History";
export const HISTORY_ORDER = "Oldest first";
export const HISTORY_EMPTY_TITLE = "No photos yet";
export const HISTORY_EMPTY_TEXT =
  "Make a report on this spot and its photos start the history. Each later check adds to it.";
export const CHANGE_SINCE = "What changed";
export const checkName = (index: number) => `Check ${index + 1}`;

export const REPORT_TYPE_NAMES: Record<ReportType, string> = {
  summary: "Summary",
  full: "Full report",
  followup: "Follow-up",
};

export const COMPARE_TITLE = "Compare";
export const COMPARE_NEEDS_TWO =
  "A second check makes comparing possible: take a new photo of this spot, in the same light and framing, and both are shown here side by side.";
export const COMPARE_BEFORE = "Before";
export const COMPARE_AFTER = "After";
export const SIDE_BY_SIDE = "Side by side";
export const OVERLAY = "Overlay";
export const OVERLAY_SLIDER = "Divider between the earlier and the later photo";
export const OVERLAY_HINT =
  "The earlier photo lies over the later one, up to the divider: drag across the photo or move the slider.";
export const overlayValueText = (percent: number) =>
  `${percent}% earlier photo on the left, ${100 - percent}% later photo on the right`;
export const NO_PHOTO = "No photo";

export const REMINDER_TITLE = "Reminder";
export const REMINDER_DESCRIPTION = "An e-mail when it is time for a new photo of this spot.";
export const REMINDER_FIELD = "Remind me";
export const REMINDER_OFF_OPTION = "No reminder";
export const REMINDER_INTERVALS = [30, 90, 180, 365] as const;
export const reminderOption = (days: number) => `Every ${days} days`;
export const NEXT_DUE = "Next check due";
export const REMINDER_SAVED = "Reminder saved";
export const REMINDER_REMOVED = "Reminder turned off";
export const REMINDER_FAILED = "The reminder could not be saved. Please try again.";
export const ACCOUNT_REMINDERS_OFF = "Reminder e-mails are turned off for your account.";
export const ACCOUNT_REMINDERS_LINK = "Turn them on in your account";

export const CHECK_AGAIN = "Check again";
export const CHECK_AGAIN_FOLLOWUP = "A follow-up, compared with your last check.";
export const CHECK_AGAIN_NEW = "A new report on this spot.";
