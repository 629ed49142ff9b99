"use client";

import { CheckCircle2, Sparkles } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { credits, spendCreditsLabel } from "@/components/billing/texts";
import type { Entitlements } from "@/lib/api-client";
import {
  BUY_CREDITS,
  FREE_FIRST_REPORT,
  GET_FREE_REPORT,
  INCLUDED,
  NO_CREDITS,
  UPGRADE_BUTTON,
  UPGRADE_TITLE,
  USE_CREDIT,
} from "./texts";

export type UpgradeState = "use_credit" | "included" | "no_credits" | "free_first";

/**
 * Spec section 4, as the server's entitlements say how the next full report is paid for:
 * subscribers INCLUDED, credits USE CREDIT, the unclaimed first report (visitors included) FREE,
 * nothing left NO CREDITS.
 */
export function upgradeStateOf(entitlements: Entitlements): UpgradeState {
  switch (entitlements.full_report_payment) {
    case "subscription":
    case "admin":
      return "included";
    case "credit":
      return "use_credit";
    case "first_free":
      return "free_first";
    case "none":
      return "no_credits";
  }
}

const BADGE: Record<UpgradeState, { text: string; variant: "success" | "accent" | "warning" | "info" }> = {
  use_credit: { text: USE_CREDIT, variant: "info" },
  included: { text: INCLUDED, variant: "success" },
  no_credits: { text: NO_CREDITS, variant: "warning" },
  free_first: { text: FREE_FIRST_REPORT, variant: "accent" },
};

const FEATURES = [
  "Differential diagnosis and what sets each option apart",
  "Recommended investigations and a management plan",
  "Prognosis and a follow-up strategy",
];

/** The upgrade panel under a summary: what the full report adds and how this viewer gets it. */
export function UpgradePanel({
  entitlements,
  busy,
  onUpgrade,
  onFreeReport,
}: {
  entitlements: Entitlements;
  busy: boolean;
  onUpgrade: () => void;
  onFreeReport: () => void;
}) {
  const state = upgradeStateOf(entitlements);
  const price = entitlements.credits_per_full_report;
  const badge = BADGE[state];
  return (
    <section
      aria-labelledby="upgrade-title"
      data-upgrade-state={state}
      data-print="hide"
      className="grid gap-4 rounded-xl border border-primary/30 bg-primary-soft p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="upgrade-title"
          className="flex items-center gap-2 text-lead font-semibold tracking-tight sm:text-title"
        >
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {UPGRADE_TITLE}
        </h2>
        <Badge variant={badge.variant}>{badge.text}</Badge>
      </div>
      <ul className="grid gap-2 text-sm">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        {state === "free_first" ? (
          <>
            <Button size="lg" onClick={onFreeReport} disabled={busy}>
              {GET_FREE_REPORT}
            </Button>
            <p className="text-sm text-muted-foreground">Free reports are public, like the gallery&apos;s.</p>
          </>
        ) : state === "no_credits" ? (
          <>
            <Button size="lg" asChild>
              <Link href="/account">{BUY_CREDITS}</Link>
            </Button>
            <p className="text-sm text-muted-foreground">A full report costs {credits(price)}.</p>
          </>
        ) : (
          <>
            <Button size="lg" onClick={onUpgrade} disabled={busy}>
              {state === "use_credit" ? spendCreditsLabel(price) : UPGRADE_BUTTON}
            </Button>
            <p className="text-sm text-muted-foreground">
              {state === "included"
                ? "Included in your subscription."
                : `${UPGRADE_BUTTON} for ${credits(price)}.`}{" "}
              The same photos and answers are used; the full report is private unless you share it.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
