import { Coins, Crown, Gauge, Infinity as InfinityIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import type { UserProfile } from "@/lib/api-client";
import { formatDate, isSubscribed } from "./format";
import { EXPIRES_SOON } from "./texts";

/** Credits with their expiry, subscription status and the month's fair-use count. */
export function Overview({ profile }: { profile: UserProfile }) {
  const subscribed = isSubscribed(profile);
  return (
    <section aria-labelledby="overview-heading" className="grid gap-4">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          icon={Coins}
          label="Credits"
          testId="credits"
          note={
            subscribed
              ? `Included in your subscription${profile.credits > 0 ? ` (plus ${profile.credits} credits)` : ""}`
              : profile.credits > 0 && profile.credits_expires_at
                ? `Expire on ${formatDate(profile.credits_expires_at)}`
                : "1 credit = 1 full report"
          }
        >
          {subscribed ? (
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
        <Stat
          icon={Gauge}
          label="Full reports this month"
          testId="fair-use"
          note={subscribed ? "Fair use: up to 50 a month" : `${profile.report_count} reports in total`}
        >
          {profile.fair_use_count}
        </Stat>
      </div>
    </section>
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
