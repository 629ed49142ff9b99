"use client";

import { CheckCircle2, Sparkles } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Entitlements } from "@/lib/api-client";

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

/** Each state's badge: its text's key in reportOwner.upgrade, and its look. */
const BADGE = {
  use_credit: { text: "useCredit", variant: "info" },
  included: { text: "included", variant: "success" },
  no_credits: { text: "noCredits", variant: "warning" },
  free_first: { text: "freeFirst", variant: "accent" },
} as const satisfies Record<
  UpgradeState,
  { text: string; variant: "success" | "accent" | "warning" | "info" }
>;

/** What the full report adds, by key in reportOwner.upgrade.features. */
const FEATURES = ["differential", "investigations", "prognosis"] as const;

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
  const t = useTranslations("reportOwner.upgrade");
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
          {t("title")}
        </h2>
        <Badge variant={badge.variant}>{t(badge.text)}</Badge>
      </div>
      <ul className="grid gap-2 text-sm">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t(`features.${feature}`)}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        {state === "free_first" ? (
          <>
            <Button size="lg" onClick={onFreeReport} disabled={busy}>
              {t("getFree")}
            </Button>
            <p className="text-sm text-muted-foreground">{t("freeNote")}</p>
          </>
        ) : state === "no_credits" ? (
          <>
            <Button size="lg" asChild>
              <Link href="/account">{t("buyCredits")}</Link>
            </Button>
            <p className="text-sm text-muted-foreground">{t("costs", { count: price })}</p>
          </>
        ) : (
          <>
            <Button size="lg" onClick={onUpgrade} disabled={busy}>
              {state === "use_credit" ? t("spendCredits", { count: price }) : t("button")}
            </Button>
            <p className="text-sm text-muted-foreground">
              {state === "included" ? t("includedNote") : t("forCredits", { count: price })} {t("sameInputs")}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
