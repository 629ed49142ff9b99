import type { SpotCreate } from "@/lib/api-client";
import type { BodySite } from "@/lib/generated/prisma/enums";
import { siteAnchor } from "@/lib/spots/body-map";
import type { UploadTranslator } from "./translator";

// The pure rules of the wizard's "Which spot is this?": when it is asked, what the choice means once
// the person's spots are known, and the new spot it makes. The hook is use-spot-choice.ts.

/** What the person picked: none, one of their spots, or a new one being described. */
export type SpotChoiceState = {
  mode: "none" | "existing" | "new";
  /** The spot of mode "existing" (from ?spot= or the list). */
  existingId: string | null;
  label: string;
  site: BodySite | null;
};

/** ?spot={id} preselects that spot; without it the report goes on no spot. */
export function initialSpotChoice(preselectedId: string | null): SpotChoiceState {
  return { mode: preselectedId ? "existing" : "none", existingId: preselectedId, label: "", site: null };
}

/**
 * Whether and how the question is asked: never to a visitor (a visitor has no spots); in follow-up
 * mode the server keeps a follow-up on its earlier report's spot, so once that report is read and is
 * on a spot, it is shown fixed, and the choice is open only when it is on none.
 */
export type SpotSection =
  { kind: "hidden" } | { kind: "waiting" } | { kind: "fixed"; spotId: string } | { kind: "choice" };

export function spotSection({
  signedIn,
  followupActive,
  earlierReport,
}: {
  signedIn: boolean;
  followupActive: boolean;
  /** The follow-up's earlier report once read; its `spot_id` is there for its owner. */
  earlierReport: { spot_id?: string | null } | null;
}): SpotSection {
  if (!signedIn) return { kind: "hidden" };
  if (!followupActive) return { kind: "choice" };
  if (!earlierReport) return { kind: "waiting" };
  return earlierReport.spot_id ? { kind: "fixed", spotId: earlierReport.spot_id } : { kind: "choice" };
}

/**
 * The choice as it stands against the person's spots (`undefined` while they load): a chosen spot
 * the list does not hold (a link to someone else's spot, one deleted meanwhile) is no choice, and
 * says so.
 */
export function chosenSpot(
  state: SpotChoiceState,
  spots: readonly { id: string }[] | undefined,
): { mode: SpotChoiceState["mode"]; spotId: string | null; missing: boolean } {
  if (state.mode !== "existing" || !state.existingId) {
    return { mode: state.mode === "new" ? "new" : "none", spotId: null, missing: false };
  }
  if (spots && !spots.some((spot) => spot.id === state.existingId)) {
    return { mode: "none", spotId: null, missing: true };
  }
  return { mode: "existing", spotId: state.existingId, missing: false };
}

/**
 * The spot whose history the report joins, as the request names it: only a choice the question
 * offered; in a fixed follow-up nothing, since the server puts it on the earlier report's spot.
 * A new spot has no id until it is made; the hook makes it first.
 */
export function requestSpotId(section: SpotSection, chosen: ReturnType<typeof chosenSpot>): string | null {
  return section.kind === "choice" && chosen.mode === "existing" ? chosen.spotId : null;
}

/** The spot the photo guidance frames against: the follow-up's, else the one chosen. */
export function guidedSpotId(section: SpotSection, chosen: ReturnType<typeof chosenSpot>): string | null {
  if (section.kind === "fixed") return section.spotId;
  return section.kind === "choice" ? chosen.spotId : null;
}

export type NewSpotProblems = { label?: string; site?: string };

/** What a new spot still lacks before it can be made: a name that is not only spaces, and a site. */
export function newSpotProblems(
  state: Pick<SpotChoiceState, "label" | "site">,
  t: UploadTranslator,
): NewSpotProblems | null {
  const problems: NewSpotProblems = {
    ...(state.label.trim() ? {} : { label: t("spot.labelRequired") }),
    ...(state.site ? {} : { site: t("spot.siteRequired") }),
  };
  return Object.keys(problems).length > 0 ? problems : null;
}

/** "Mole by the collarbone · Left shoulder": a spot in a list, as the spot pages name it. */
export const spotName = (label: string, siteName: string) => `${label} · ${siteName}`;

/** POST /api/spots for a spot described in the wizard: placed in the middle of its site on the map. */
export function newSpotRequest(label: string, site: BodySite): SpotCreate {
  return { label: label.trim(), body_site: site, ...siteAnchor(site) };
}
