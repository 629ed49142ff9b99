import type { BodySite, SpotView } from "@/lib/generated/prisma/enums";
import type { SpotSummary } from "@/lib/api-client";
import { siteAnchor } from "@/lib/spots/body-map";
import { SITE_NAMES } from "@/lib/spots/sites";
import { DUE_NOW, NO_REMINDER, NOT_CHECKED } from "./texts";

// What the body map and the list show of a spot, from the API's fields only: whether a check is due
// is the server's `check_due`, never a date compared here. Pure, for the unit tests.

/** A place on one view of the body map, 0 to 1 across and down (lib/spots/body-map.ts). */
export type MapPlace = { view: SpotView; map_x: number; map_y: number };

const DATE = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });

/** "Mar 5, 2027": a date of the list, in the reader's time zone. */
export function formatSpotDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** How the map and the list mark a spot: due (the server says so), waiting for its date, or no reminder. */
export type DueState = "due" | "scheduled" | "none";

export function dueState(spot: Pick<SpotSummary, "check_due" | "next_check_due_at">): DueState {
  if (spot.check_due) return "due";
  return spot.next_check_due_at ? "scheduled" : "none";
}

/** The list's "Last check" value. */
export function lastCheckText(spot: Pick<SpotSummary, "last_check_at">): string {
  return spot.last_check_at ? formatSpotDate(spot.last_check_at) : NOT_CHECKED;
}

/** The list's "Next check" value: Due now, the date, or No reminder. */
export function nextCheckText(spot: Pick<SpotSummary, "check_due" | "next_check_due_at">): string {
  const state = dueState(spot);
  if (state === "due") return DUE_NOW;
  return state === "scheduled" ? formatSpotDate(spot.next_check_due_at!) : NO_REMINDER;
}

/** A dot's accessible name: "Mole by the collarbone, Left shoulder", and whether a check is due. */
export function spotDotName(spot: Pick<SpotSummary, "label" | "body_site" | "check_due">): string {
  return `${spot.label}, ${SITE_NAMES[spot.body_site]}${spot.check_due ? ", check due" : ""}`;
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
