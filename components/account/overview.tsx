"use client";

import { Coins, Crown, Gauge, Infinity as InfinityIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import type { ProfileAnswer, UserProfile } from "@/lib/api-client";
import { FirstFreeOffer } from "./first-free-offer";
import { useAccountFormat } from "./format";

/**
 * Credits and what a full report costs, the subscription, and what the fair-use figure counts:
 * a subscriber's full reports of this month against the cap, otherwise today's free summaries.
 * Every figure and limit is the server's (the profile's entitlements).
 */
export function Overview({ profile }: { profile: ProfileAnswer }) {
  const t = useTranslations("account.overview");
  const format = useAccountFormat();
  const { entitlements } = profile;
  const payment = entitlements.full_report_payment;
  const subscribed = profile.subscription_status === "active";
  const perReport = entitlements.credits_per_full_report;
  const cap = entitlements.monthly_cap;
  const free = entitlements.free_summaries;
  // "3 of 50 full reports this month": the figure large, what it counts beside it.
  const muted = (chunks: React.ReactNode) => (
    <span className="text-base font-normal text-muted-foreground">{chunks}</span>
  );
  return (
    <section aria-labelledby="overview-heading" className="grid gap-4">
      <h2 id="overview-heading" className="sr-only">
        {t("heading")}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Stat
          icon={Coins}
          label={t("credits")}
          testId="credits"
          note={
            payment === "subscription"
              ? profile.credits > 0
                ? t("includedPlusCredits", { count: profile.credits })
                : t("includedInSubscription")
              : payment === "admin"
                ? t("adminNotCharged")
                : profile.credits > 0 && profile.credits_expires_at
                  ? t("expiringCost", { date: format.date(profile.credits_expires_at), count: perReport })
                  : t("costPerReport", { count: perReport })
          }
        >
          {payment === "subscription" ? (
            <span className="inline-flex items-center gap-1">
              <InfinityIcon className="size-7" aria-hidden="true" />
              <span className="sr-only">{t("unlimited")}</span>
            </span>
          ) : (
            profile.credits
          )}
        </Stat>
        <Stat
          icon={Crown}
          label={t("subscription")}
          testId="subscription"
          note={
            subscribed && profile.current_period_end
              ? t(profile.cancel_at_period_end ? "endsOn" : "renewsOn", {
                  date: format.date(profile.current_period_end),
                })
              : t("premiumPitch")
          }
        >
          <span className="inline-flex flex-wrap items-center gap-2">
            {subscribed ? t("premium") : t("none")}
            <SubscriptionBadge profile={profile} />
          </span>
        </Stat>
        {cap ? (
          <Stat icon={Gauge} label={t("fairUse")} testId="fair-use" note={t("fairUseNote")}>
            {t.rich("monthlyCount", { used: cap.used, limit: cap.limit, muted })}
          </Stat>
        ) : (
          <Stat
            icon={Gauge}
            label={t("freeSummaries")}
            testId="fair-use"
            note={free.limit > 0 ? t("freeSummariesNote") : t("freeSummariesOff")}
          >
            {t.rich("dailyCount", { used: free.used, limit: free.limit, muted })}
          </Stat>
        )}
      </div>
      {payment === "first_free" && <FirstFreeOffer />}
    </section>
  );
}

export function SubscriptionBadge({ profile }: { profile: UserProfile }) {
  const t = useTranslations("account.overview");
  const status = t("status", { status: profile.subscription_status });
  if (profile.subscription_status === "active")
    return profile.cancel_at_period_end ? (
      <Badge variant="warning">{t("expiresSoon")}</Badge>
    ) : (
      <Badge variant="success">{status}</Badge>
    );
  if (profile.subscription_status === "none") return null;
  return <Badge variant="outline">{status}</Badge>;
}

function Stat({
  icon: Icon,
  label,
  testId,
  note,
  children,
}: {
  icon: typeof Coins;
  label: string;
  testId: string;
  note: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-start gap-4 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className="text-title font-semibold" data-testid={testId}>
            {children}
          </div>
          <p className="mt-1 text-caption text-muted-foreground" data-testid={`${testId}-note`}>
            {note}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
