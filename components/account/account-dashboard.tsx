"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useProfile } from "@/components/api/queries";
import { announceAuthChange } from "@/components/auth/login-dialog-events";
import { signOut } from "@/components/auth/session";
import { forgetStaleSignIn } from "@/components/auth/stored-user";
import { Skeleton } from "@/components/ui/skeleton";
import { isUnauthorized, type Entitlements } from "@/lib/api-client";
import { ArrivalNotice } from "./arrival-notice";
import { BuyCredits } from "./buy-credits";
import { DataAndSecurity } from "./data-and-security";
import { LanguageSettings } from "./language-settings";
import { Overview } from "./overview";
import { ProfileForm } from "./profile-form";
import { ReminderSettings } from "./reminder-settings";
import { ReportsList, type UpgradeTerms } from "./reports-list";
import { SpotsCard } from "./spots-card";
import { SubscriptionCard } from "./subscription-card";
import { VoucherDialog } from "./voucher-dialog";

/**
 * The list offers Upgrade to Full only where the server says the next full report is paid for
 * with credits or the subscription (or costs an administrator nothing); the first free report is
 * taken on the summary's page.
 */
function upgradeTerms(entitlements: Entitlements): UpgradeTerms | null {
  const payment = entitlements.full_report_payment;
  if (payment !== "credit" && payment !== "subscription" && payment !== "admin") return null;
  return {
    payment,
    creditsPerFullReport: entitlements.credits_per_full_report,
    defaultPrivacy: entitlements.default_privacy,
  };
}

/** The signed-in account page. A failed profile load signs out (spec section 4). */
export function AccountDashboard({ message }: { message?: string }) {
  const t = useTranslations("account");
  const tAuth = useTranslations("auth");
  const profile = useProfile();
  const signingOut = useRef(false);

  useEffect(() => {
    if (!profile.isError || signingOut.current) return;
    signingOut.current = true;
    // 401: the session is already gone (signed out everywhere, expired); only forget it here.
    if (isUnauthorized(profile.error)) {
      forgetStaleSignIn();
      announceAuthChange();
    } else void signOut(tAuth("signOutFailed"));
  }, [profile.isError, profile.error, tAuth]);

  if (!profile.data) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t("loading")}>
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }

  const user = profile.data;
  // "active" is the server's word for subscribed, decided from the stored period at read time.
  const subscribed = user.subscription_status === "active";
  return (
    <div className="grid gap-6">
      <ArrivalNotice message={message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-headline font-semibold tracking-tight">
            {user.full_name ? t("hello", { name: user.full_name }) : t("title")}
          </h1>
          <p className="mt-1 break-words text-muted-foreground">{user.email}</p>
        </div>
        <VoucherDialog />
      </div>
      <Overview profile={user} />
      {subscribed && <SubscriptionCard profile={user} />}
      <SpotsCard />
      <ReportsList upgrade={upgradeTerms(user.entitlements)} />
      <BuyCredits subscribed={subscribed} />
      <ProfileForm />
      <ReminderSettings enabled={user.spot_reminders} />
      <LanguageSettings />
      <DataAndSecurity email={user.email} />
    </div>
  );
}
