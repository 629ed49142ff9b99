import type { useTranslations } from "next-intl";
import type { formatterFor } from "@/lib/i18n/format";
import type { BodySite, SpotView } from "@/lib/generated/prisma/enums";
import type { SpotSummary } from "@/lib/api-client";
import { siteAnchor } from "@/lib/spots/body-map";
import { SHORT_DATE_FORMAT } from "@/lib/reports/dates";

// What the body map and the list show of a spot, from the API's fields only: whether a check is due
// is the server's `check_due`, never a date compared here. Pure (the words and the date format are
// passed in), for the unit tests.

/** The page's words: `useTranslations("spots")` and `useTranslations("bodySites")`, and its `useRegionalFormatter()`. */
export type SpotWords = {
  t: ReturnType<typeof useTranslations<"spots">>;
  sites: ReturnType<typeof useTranslations<"bodySites">>;
  format: ReturnType<typeof formatterFor>;
};

/** A place on one view of the body map, 0 to 1 across and down (lib/spots/body-map.ts). */
export type MapPlace = { view: SpotView; map_x: number; map_y: number };

/** "5 Mar 2027" in English: a date of the list. */

/** "March 5, 2027" in English: a date on a spot's page, written as a report's date is. */
export const LONG_DATE = { dateStyle: "long" } as const;

export function formatSpotDate(iso: string, { format }: Pick<SpotWords, "format">): string {
  return format.dateTime(new Date(iso), SHORT_DATE_FORMAT);
}

/** How the map and the list mark a spot: due (the server says so), waiting for its date, or no reminder. */
export type DueState = "due" | "scheduled" | "none";

export function dueState(spot: Pick<SpotSummary, "check_due" | "next_check_due_at">): DueState {
  if (spot.check_due) return "due";
  return spot.next_check_due_at ? "scheduled" : "none";
}

/** The list's "Last check" value. */
export function lastCheckText(
  spot: Pick<SpotSummary, "last_check_at">,
  words: Pick<SpotWords, "t" | "format">,
): string {
  return spot.last_check_at ? formatSpotDate(spot.last_check_at, words) : words.t("notCheckedYet");
}

/** The list's "Next check" value: Due now, the date, or No reminder. */
export function nextCheckText(
  spot: Pick<SpotSummary, "check_due" | "next_check_due_at">,
  words: Pick<SpotWords, "t" | "format">,
): string {
  const state = dueState(spot);
  if (state === "due") return words.t("dueNow");
  return state === "scheduled" ? formatSpotDate(spot.next_check_due_at!, words) : words.t("noReminder");
}

/** A dot's accessible name: "Mole by the collarbone, Left shoulder", and whether a check is due. */
export function spotDotName(
  spot: Pick<SpotSummary, "label" | "body_site" | "check_due">,
  { t, sites }: Pick<SpotWords, "t" | "sites">,
): string {
  const name = `${spot.label}, ${sites(spot.body_site)}`;
  return spot.check_due ? `${name}, ${t("map.dotDue")}` : name;
}

/**
 * Where a tap landed on a view, from the pointer and the view's box on screen: 0 to 1 each way,
 * to a thousandth (a tenth of a millimetre on a phone), kept on the map at the edges.
 */
export function tapPlace(
  view: SpotView,
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): MapPlace {
  const share = (offset: number, size: number) =>
    Math.round(Math.min(1, Math.max(0, offset / size)) * 1000) / 1000;
  return { view, map_x: share(clientX - box.left, box.width), map_y: share(clientY - box.top, box.height) };
}

/**
 * Where a new spot goes: where it was tapped, or, made without the map (the keyboard's way), the
 * middle of the chosen site.
 */
export function newSpotPlace(tapped: MapPlace | null, site: BodySite): MapPlace {
  return tapped ?? siteAnchor(site);
}

/**
 * Which of the label's rules (lib/spots/schemas.ts) a form's value broke, from the zod issue code
 * react-hook-form keeps as the error's type: the schema's own message is the API's, in English.
 */
export function labelProblem(type: string): "empty" | "tooLong" | "controlCharacters" {
  if (type === "too_big") return "tooLong";
  // The plain-text refinement (lib/validation/text.ts) is the label's only custom check.
  if (type === "custom") return "controlCharacters";
  return "empty";
}
