"use client";

import { useEffect, useRef } from "react";
import { useProfile } from "@/components/api/queries";
import { announceAuthChange } from "@/components/auth/login-dialog-events";
import { forgetStaleSignIn, signOut } from "@/components/auth/session";
import { Skeleton } from "@/components/ui/skeleton";
import { isUnauthorized } from "@/lib/api-client";
import { ArrivalNotice } from "./arrival-notice";
import { BuyCredits } from "./buy-credits";
import { DataAndSecurity } from "./data-and-security";
import { canUpgrade, isSubscribed } from "./format";
import { Overview } from "./overview";
import { ProfileForm } from "./profile-form";
import { ReportsList } from "./reports-list";
import { SubscriptionCard } from "./subscription-card";
import { VoucherDialog } from "./voucher-dialog";

/** The signed-in account page. A failed profile load signs out (spec section 4). */
export function AccountDashboard({ message }: { message?: string }) {
  const profile = useProfile();
  const signingOut = useRef(false);

  useEffect(() => {
    if (!profile.isError || signingOut.current) return;
    signingOut.current = true;
    // 401: the session is already gone (signed out everywhere, expired); only forget it here.
    if (isUnauthorized(profile.error)) {
      forgetStaleSignIn();
      announceAuthChange();
    } else void signOut();
  }, [profile.isError, profile.error]);

  if (!profile.data) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading your account">
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }

  const user = profile.data;
  const subscribed = isSubscribed(user);
  return (
    <div className="grid gap-6">
      <ArrivalNotice message={message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-headline font-semibold tracking-tight">
            {user.full_name ? `Hello, ${user.full_name}` : "Your account"}
          </h1>
          <p className="mt-1 break-words text-muted-foreground">{user.email}</p>
        </div>
        <VoucherDialog />
      </div>
      <Overview profile={user} />
      {subscribed && <SubscriptionCard profile={user} />}
      <ReportsList canUpgrade={canUpgrade(user)} />
      <BuyCredits subscribed={subscribed} />
      <ProfileForm />
      <DataAndSecurity email={user.email} />
    </div>
  );
}
