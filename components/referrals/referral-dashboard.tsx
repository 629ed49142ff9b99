"use client";

import { useQuery } from "@tanstack/react-query";
import { AlertCircle, Gift, Send, UserPlus, Users } from "lucide-react";
import { useRouter } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { queryKeys } from "@/components/api/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { api, isUnauthorized, type ReferralInfo } from "@/lib/api-client";
import { CopyField } from "./copy-field";
import { referralDate } from "./referral-date";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

/** The user's referral info, with their code made on the first visit (the same code on every later one). */
async function loadReferral(): Promise<ReferralInfo & { voucher_code: string }> {
  const info = await api.referral();
  if (info.voucher_code) return { ...info, voucher_code: info.voucher_code };
  const { voucher_code } = await api.generateReferral();
  return { ...(await api.referral()), voucher_code };
}

export function ReferralDashboard() {
  const t = useTranslations("referrals");
  const format = useRegionalFormatter();
  const router = useRouter();
  const referral = useQuery({ queryKey: queryKeys.referral, queryFn: loadReferral });

  const signedOut = referral.isError && isUnauthorized(referral.error);
  useEffect(() => {
    if (signedOut) router.replace("/account");
  }, [signedOut, router]);

  if (referral.isPending || signedOut) return <ReferralSkeleton />;
  if (referral.isError) {
    return (
      <EmptyState icon={AlertCircle} title={t("loadFailed")} description={t("checkConnection")}>
        <Button onClick={() => void referral.refetch()}>{t("tryAgain")}</Button>
      </EmptyState>
    );
  }

  const info = referral.data;
  // The code's own terms (its voucher row), as GET /api/user/referral sends them.
  const friendCredits = info.friend_credits;
  const reward = info.referrer_reward;
  // Data is read in the browser only (the server renders the skeleton), so the origin is known here.
  const link = `${window.location.origin}/invite/${info.voucher_code}`;
  return (
    // One grid: on phones the steps follow the link; on wide screens they stand beside it.
    <div className="grid items-start gap-6 lg:grid-cols-[1.5fr_1fr]">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("inviteLinkTitle")}</CardTitle>
          <CardDescription data-testid="referral-terms">
            {reward > 0
              ? t("inviteLinkDescriptionWithReward", { friendCredits, reward })
              : t("inviteLinkDescription", { friendCredits })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CopyField
            label={t("inviteLink")}
            copyLabel={t("copyInviteLink")}
            value={link}
            copiedMessage={t("linkCopied")}
          />
          <CopyField
            label={t("referralCode")}
            copyLabel={t("copyReferralCode")}
            value={info.voucher_code}
            copiedMessage={t("codeCopied")}
            mono
          />
        </CardContent>
      </Card>

      <Card className="self-start lg:col-start-2 lg:row-span-3 lg:row-start-1" data-testid="referral-steps">
        <CardHeader>
          <CardTitle as="h2">{t("howItWorks")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-5">
            <Step icon={Send} title={t("shareTitle")}>
              {t("shareText")}
            </Step>
            <Step icon={Users} title={t("friendTitle")}>
              {t("friendText", { friendCredits })}
            </Step>
            {reward > 0 ? (
              <Step icon={Gift} title={t("rewardTitle")}>
                {t("rewardText", { reward, limit: info.usage_limit })}
              </Step>
            ) : null}
          </ol>
        </CardContent>
      </Card>

      <section aria-labelledby="referral-stats">
        <h2 id="referral-stats" className="sr-only">
          {t("statsHeading")}
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          <Stat label={t("friendsJoined")} value={info.total_uses} stat="total_uses" />
          <Stat label={t("creditsEarned")} value={info.credits_earned} stat="credits_earned" />
          <Stat label={t("invitesLeft")} value={info.remaining_uses} stat="remaining_uses" />
        </dl>
      </section>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("recentTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          {info.referrals.length === 0 ? (
            <p className="rounded-lg bg-muted px-4 py-6 text-center text-sm text-muted-foreground">
              {t("noneYet")}
            </p>
          ) : (
            <ul className="divide-y divide-border" data-testid="referral-list">
              {info.referrals.map((friend) => (
                <li
                  key={`${friend.email}-${friend.redeemed_at}`}
                  className="flex items-center justify-between gap-3 py-3"
                >
                  <span className="flex min-w-0 items-center gap-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                      <UserPlus className="size-4" aria-hidden="true" />
                    </span>
                    <span className="truncate text-sm font-medium">{friend.email}</span>
                  </span>
                  <span className="shrink-0 text-caption text-muted-foreground">
                    {referralDate(friend.redeemed_at, t, format)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Stat({ label, value, stat }: { label: string; value: number; stat: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 shadow-card">
      <dt className="text-caption text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-headline font-semibold" data-stat={stat}>
        {value}
      </dd>
    </div>
  );
}

function Step({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Send;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}

function ReferralSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr]" data-testid="referral-loading">
      <div className="grid content-start gap-6">
        <Skeleton className="h-64 rounded-xl" />
        <div className="grid grid-cols-3 gap-3">
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}
