"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { queryKeys, useSpots } from "@/components/api/queries";
import { api, type SpotSummary } from "@/lib/api-client";
import type { BodySite } from "@/lib/generated/prisma/enums";
import type { ReferencedReport } from "@/lib/upload/requests";
import {
  chosenSpot,
  guidedSpotId,
  initialSpotChoice,
  newSpotProblems,
  newSpotRequest,
  requestSpotId,
  spotSection,
  type NewSpotProblems,
  type SpotChoiceState,
} from "./spot-choice";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

export const SPOT_LABEL_ID = "spot-label";
export const SPOT_SITE_ID = "spot-site";

/** What a submit goes on with: the spot for the request (made first when new), or a stop. */
export type ResolvedSpot = { ok: true; spotId: string | null } | { ok: false };

/**
 * The wizard's "Which spot is this?": the person's spots, their choice (preselected by ?spot=), and
 * `resolve()`, which the submit calls before any upload. A new spot is made there, once: it is then
 * the chosen existing spot, so a retry after a refused analysis goes on it rather than making a
 * second.
 */
export function useSpotChoice({
  signedIn,
  preselectedId,
  followup,
}: {
  signedIn: boolean;
  preselectedId: string | null;
  followup: { active: boolean; report: ReferencedReport | null };
}) {
  const t = useTranslations("upload");
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const spots = useSpots({ enabled: signedIn });
  const [state, setState] = useState<SpotChoiceState>(() => initialSpotChoice(preselectedId));
  const [problems, setProblems] = useState<NewSpotProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // A second click while the spot is being made must not make another.
  const making = useRef(false);

  const section = spotSection({ signedIn, followupActive: followup.active, earlierReport: followup.report });
  const chosen = chosenSpot(state, spots.data);

  /** "none", "new" or a spot's id: the value of the spot select. */
  function choose(value: string) {
    setServerError(null);
    setProblems({});
    setState((current) =>
      value === "none" || value === "new"
        ? { ...current, mode: value }
        : { ...current, mode: "existing", existingId: value },
    );
  }

  function describe(change: { label?: string; site?: BodySite }) {
    setState((current) => ({ ...current, ...change }));
    setProblems((current) => ({
      ...(change.label === undefined ? { label: current.label } : {}),
      ...(change.site === undefined ? { site: current.site } : {}),
    }));
  }

  async function resolve(): Promise<ResolvedSpot> {
    if (section.kind !== "choice" || chosen.mode !== "new") {
      return { ok: true, spotId: requestSpotId(section, chosen) };
    }
    const missing = newSpotProblems(state, t);
    if (missing || !state.site) {
      setProblems(missing ?? {});
      document.getElementById(missing?.label ? SPOT_LABEL_ID : SPOT_SITE_ID)?.focus();
      return { ok: false };
    }
    if (making.current) return { ok: false };
    making.current = true;
    setCreating(true);
    setServerError(null);
    try {
      const made = await api.createSpot(newSpotRequest(state.label, state.site));
      queryClient.setQueryData<SpotSummary[]>(queryKeys.spots, (list) => [
        made,
        ...(list ?? []).filter((spot) => spot.id !== made.id),
      ]);
      queryClient.setQueryData(queryKeys.spot(made.id), made);
      setState({ mode: "existing", existingId: made.id, label: "", site: null });
      return { ok: true, spotId: made.id };
    } catch (error) {
      setServerError(refusalText(error, t("spot.createFailed")));
      return { ok: false };
    } finally {
      making.current = false;
      setCreating(false);
    }
  }

  return {
    section,
    /** The person's spots; undefined while they load. */
    spots: spots.data,
    loading: spots.isPending && signedIn,
    state,
    chosen,
    problems,
    serverError,
    creating,
    /** The spot whose last photo the guidance shows faintly. */
    guidedSpotId: guidedSpotId(section, chosen),
    choose,
    describe,
    resolve,
  };
}

export type SpotChoiceController = ReturnType<typeof useSpotChoice>;
