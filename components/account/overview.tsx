import { Coins, Crown, Gauge, Infinity as InfinityIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import type { ProfileAnswer, UserProfile } from "@/lib/api-client";
import { FirstFreeOffer } from "./first-free-offer";
import { formatCredits, formatDate } from "./format";
import { ADMIN_NOT_CHARGED, EXPIRES_SOON, INCLUDED_IN_SUBSCRIPTION } from "./texts";

/**
 * Credits and what a full report costs, the subscription, and what the fair-use figure counts:
 * a subscriber's full reports of this month against the cap, otherwise today's free summaries.
 * Every figure and limit is the server's (the profile's entitlements).
 */
export function Overview({ profile }: { profile: ProfileAnswer }) {
  const { entitlements } = profile;
  const payment = entitlements.full_report_payment;
  const subscribed = profile.subscription_status === "active";
  const cost = `${formatCredits(entitlements.credits_per_full_report)} per full report`;
  const cap = entitlements.monthly_cap;
  const free = entitlements.free_summaries;
  return (
    <section aria-labelledby="overview-heading" className="grid gap-4">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Stat
          icon={Coins}
          label="Credits"
          testId="credits"
          note={
            payment === "subscription"
              ? `${INCLUDED_IN_SUBSCRIPTION}${profile.credits > 0 ? ` (plus ${formatCredits(profile.credits)})` : ""}`
              : payment === "admin"
                ? ADMIN_NOT_CHARGED
                : profile.credits > 0 && profile.credits_expires_at
                  ? `Expire on ${formatDate(profile.credits_expires_at)} · ${cost}`
                  : cost
          }
        >
          {payment === "subscription" ? (
            <span className="inline-flex items-center gap-1">
              <InfinityIcon className="size-7" aria-hidden="true" />
              <span className="sr-only">Unlimited</span>
            </span>
          ) : (
            profile.credits
          )}
        </Stat>
        <Stat
          icon={Crown}
          label="Subscription"
          testId="subscription"
          note={
            subscribed && profile.current_period_end
              ? `${profile.cancel_at_period_end ? "Ends" : "Renews"} on ${formatDate(profile.current_period_end)}`
              : "Unlimited full reports with Premium"
          }
        >
          <span className="inline-flex flex-wrap items-center gap-2">
            {subscribed ? "Premium" : "None"}
            <SubscriptionBadge profile={profile} />
          </span>
        </Stat>
        {cap ? (
          <Stat
            icon={Gauge}
            label="Fair use"
            testId="fair-use"
            note="Full reports of your subscription; the count starts again each month (UTC)."
          >
            <Count used={cap.used} limit={cap.limit} what="full reports this month" />
          </Stat>
        ) : (
          <Stat
            icon={Gauge}
            label="Free summaries"
            testId="fair-use"
            note={
              free.limit > 0
                ? "Instant summaries at no cost; the count starts again each day (UTC)."
                : "Free summaries are switched off for now."
            }
          >
            <Count used={free.used} limit={free.limit} what="free summaries today" />
          </Stat>
        )}
      </div>
      {payment === "first_free" && <FirstFreeOffer />}
    </section>
  );
}

/** "3 of 50 full reports this month": the figure large, what it counts beside it. */
function Count({ used, limit, what }: { used: number; limit: number; what: string }) {
  return (
    <>
      {used}{" "}
      <span className="text-base font-normal text-muted-foreground">
        of {limit} {what}
      </span>
    </>
  );
}

export function SubscriptionBadge({ profile }: { profile: UserProfile }) {
  if (profile.subscription_status === "active")
    return profile.cancel_at_period_end ? (
      <Badge variant="warning">{EXPIRES_SOON}</Badge>
    ) : (
      <Badge variant="success">active</Badge>
    );
  if (profile.subscription_status === "none") return null;
  return <Badge variant="outline">{profile.subscription_status}</Badge>;
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
