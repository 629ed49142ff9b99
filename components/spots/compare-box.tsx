import type { SpotCheck } from "@/lib/api-client";

/** A check chosen for comparing, with its place in the history and its date as shown. */
export type ComparedCheck = { check: SpotCheck; index: number; date: string };

/**
 * The box each compared photo is drawn in, side by side or stacked: the same shape and width, the
 * photo contained (never cropped), so both are seen at the same scale.
 */
export const COMPARE_BOX =
  "relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-border bg-muted";
