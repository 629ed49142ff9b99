import Link from "next/link";
import { credits } from "@/components/billing/texts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Entitlements, ProfileAnswer } from "@/lib/api-client";
import { photoCount as photos } from "./texts";

/** What the next report costs and what is left, as the server says (profile and entitlements). */
export function balanceText(
  profile: ProfileAnswer | undefined,
  entitlements: Entitlements | undefined,
): { body: string; note: string | null } {
  if (!entitlements) return { body: "Loading your balance...", note: null };
  const { monthly_cap: cap, full_report_payment: payment, credits_per_full_report: price } = entitlements;
  if (!profile) {
    return {
      body: `Free summary with ${photos(entitlements.max_photos_per_report)}, public. Sign in to use credits or a subscription.`,
      note: null,
    };
  }
  const balance = `${credits(profile.credits)} available`;
  const cost = `A full report uses ${credits(price)}.`;
  switch (payment) {
    case "admin":
      return { body: "Administrator: reports are not charged.", note: null };
    case "subscription":
      return {
        body: cap
          ? `Subscription active: ${cap.used} of ${cap.limit} full reports used this month.`
          : "Subscription active.",
        note: profile.credits > 0 ? balance : null,
      };
    case "credit":
      return {
        body: balance,
        note: cap ? `This month's ${cap.limit} subscription reports are used; ${cost}` : cost,
      };
    case "first_free":
      return { body: "Your first full report is free (and public).", note: cost };
    case "none":
      return {
        body: cap ? `You have used this month's ${cap.limit} subscription reports.` : balance,
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
  const { body, note } = balanceText(profile, entitlements);
  return (
    <Card data-testid="balance-card">
      <CardHeader className={note ? undefined : "pb-6"}>
        <CardTitle as="h2">Your balance</CardTitle>
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
  return (
    <Card className="bg-primary-soft" data-testid="upsell-card">
      <CardHeader>
        <CardTitle as="h2">Get the full report</CardTitle>
        <CardDescription>
          {paidPhotos ? `Up to ${photos(paidPhotos)}` : "More photos"}, private reports, context notes and
          medical records, with a detailed analysis.
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-4">
        <Button asChild variant="primary" className="w-full">
          <Link href="/pricing">See Pricing</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
