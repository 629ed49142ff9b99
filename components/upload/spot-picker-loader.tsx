"use client";

import dynamic from "next/dynamic";
import { SPOT_LOADING } from "./texts";
import type { SpotChoiceController } from "./use-spot-choice";

// "Which spot is this?" is for signed-in people only: its fields and the body sites' list are loaded
// when it is shown, so a visitor's /upload does not carry them (docs/ui.md, "First-load JavaScript").
// Meanwhile a placeholder of about its height holds its place.

const SpotPicker = dynamic(() => import("./spot-picker").then((module) => module.SpotPicker), {
  ssr: false,
  loading: () => (
    <div
      aria-busy="true"
      aria-label={SPOT_LOADING}
      role="status"
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="h-7 w-48 animate-pulse rounded-md bg-muted" />
      <div className="h-5 w-full animate-pulse rounded-md bg-muted" />
      <div className="h-10 w-full animate-pulse rounded-md bg-muted sm:max-w-md" />
    </div>
  ),
});

export function SpotPickerLoader({ choice }: { choice: SpotChoiceController }) {
  return choice.section.kind === "hidden" ? null : <SpotPicker choice={choice} />;
}
