import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Entitlements, ProfileAnswer } from "@/lib/api-client";
import type { UploadTranslator } from "./translator";

/** What the next report costs and what is left, as the server says (profile and entitlements). */
export function balanceText(
  profile: ProfileAnswer | undefined,
  entitlements: Entitlements | undefined,
  t: UploadTranslator,
): { body: string; note: string | null } {
  if (!entitlements) return { body: t("plan.loading"), note: null };
  const { monthly_cap: cap, full_report_payment: payment, credits_per_full_report: price } = entitlements;
  if (!profile) {
    return { body: t("plan.visitor", { photos: entitlements.max_photos_per_report }), note: null };
  }
  const balance = t("plan.available", { credits: profile.credits });
  const cost = t("plan.cost", { credits: price });
  switch (payment) {
    case "admin":
      return { body: t("plan.admin"), note: null };
    case "subscription":
      return {
        body: cap ? t("plan.subscriptionUsed", { used: cap.used, limit: cap.limit }) : t("plan.subscription"),
        note: profile.credits > 0 ? balance : null,
      };
    case "credit":
      return {
        body: balance,
        note: cap ? t("plan.capUsedCost", { limit: cap.limit, credits: price }) : cost,
      };
    case "first_free":
      return { body: t("plan.firstFree"), note: cost };
    case "none":
      return {
        body: cap ? t("plan.capUsed", { limit: cap.limit }) : balance,
        note: cost,
      };
  }
}

export function BalanceCard({
  profile,
  entitlements,
}: {
  profile: ProfileAnswer | undefined;
  entitlements: Entitlements | undefined;
}) {
  const t = useTranslations("upload");
  const { body, note } = balanceText(profile, entitlements, t);
  return (
    <Card data-testid="balance-card">
      <CardHeader className={note ? undefined : "pb-6"}>
        <CardTitle as="h2">{t("plan.balanceTitle")}</CardTitle>
        <CardDescription>{body}</CardDescription>
      </CardHeader>
      {note ? (
        <CardContent className="pt-4">
          <p className="text-caption text-muted-foreground">{note}</p>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** For whoever's next report is a free summary: what the full report adds, with the plans' limits. */
export function UpsellCard({ paidPhotos }: { paidPhotos: number | null }) {
  const t = useTranslations("upload");
  return (
    <Card className="bg-primary-soft" data-testid="upsell-card">
      <CardHeader>
        <CardTitle as="h2">{t("plan.upsellTitle")}</CardTitle>
        <CardDescription>
          {paidPhotos ? t("plan.upsellUpTo", { photos: paidPhotos }) : t("plan.upsellMore")}
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-4">
        <Button asChild variant="primary" className="w-full">
          <Link href="/pricing">{t("plan.seePricing")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
