import type { SpotView } from "@/lib/generated/prisma/enums";
import { REMINDER_INTERVALS, reminderOption } from "./spot-texts";

// The texts of /spots (the body map and the list), imported by its tests.

export const PAGE_TITLE = "My Spots";
export const PAGE_LEAD =
  "Mark a mole or patch on the body map, then check it again over time. Only you can see your spots.";
export const SIGN_IN_LEAD =
  "Sign in to follow your spots over time: mark a mole or patch on a body map, keep its photos in order and get a reminder to check it again.";

export const VIEW_NAMES: Record<SpotView, string> = { front: "Front", back: "Back" };

export const MAP_HEADING = "Body map";
export const MAP_HINT = "Tap the body where the spot is to add it.";
export const ADD_SPOT = "Add a spot";
export const LEGEND_DUE = "Due for a check";
export const LEGEND_NOT_DUE = "Not due";

export const LIST_HEADING = "Your spots";
export const EMPTY_TITLE = "No spots yet";
export const EMPTY_DESCRIPTION =
  "Tap the body map where the spot is, or use Add a spot, to start following it over time.";
export const LOAD_FAILED = "Your spots could not be loaded.";
export const TRY_AGAIN = "Try Again";

export const NOT_CHECKED = "Not checked yet";
export const DUE_NOW = "Due now";
export const NO_REMINDER = "No reminder";

export const DIALOG_TITLE = "New spot";
/** "... Its dot goes where you tapped on the back." */
export const dialogDescriptionTapped = (view: SpotView) =>
  `Name the spot and check where it is. Its dot goes where you tapped on the ${VIEW_NAMES[view].toLowerCase()}.`;
export const DIALOG_DESCRIPTION_CHOSEN = "Name the spot and choose where it is on your body.";
export const LABEL_FIELD = "Label";
export const LABEL_HINT = "A name you will recognise, such as “Mole by the collarbone”.";
export const SITE_FIELD = "Body site";
export const SITE_PLACEHOLDER = "Choose where it is";
export const SITE_REQUIRED = "Choose where the spot is";
export const REMINDER_FIELD = "Reminder";
export const REMINDER_HINT = "An e-mail when it is time to take a new photo.";
export const SAVE = "Save";
export const SAVING = "Saving...";
export const CANCEL = "Cancel";
export const SAVE_FAILED = "Failed to save the spot. Please try again.";

/** "Spot saved: Mole by the collarbone" */
export const spotSaved = (label: string) => `Spot saved: ${label}`;

/** The reminder choices of a new spot: none, or every so many days (the server allows 30 to 365). */
export const REMINDER_CHOICES = [
  { value: null, label: NO_REMINDER },
  ...REMINDER_INTERVALS.map((days) => ({ value: days, label: reminderOption(days) })),
] as const;
