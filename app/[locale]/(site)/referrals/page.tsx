import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ReferralDashboard } from "@/components/referrals/referral-dashboard";
import { REFERRALS_LEAD } from "@/components/referrals/texts";
import { Button } from "@/components/ui/button";
import { pageViewer } from "@/lib/site/viewer";

export const metadata: Metadata = { title: "Free Credits" };

// Rendered for each request: it reads the session cookie.
export const instant = false;

// Referrals need a signed-in user (spec section 6); anyone else goes to /account to sign in.
export default async function ReferralsPage() {
  if (!(await pageViewer())) redirect("/account");
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link href="/account">
          <ArrowLeft aria-hidden="true" />
          Back to Account
        </Link>
      </Button>
      <header className="mt-4 mb-8 max-w-2xl">
        <h1 className="text-headline font-semibold tracking-tight">Invite friends, earn free credits</h1>
        <p className="mt-2 text-lead text-muted-foreground">{REFERRALS_LEAD}</p>
      </header>
      <ReferralDashboard />
    </div>
  );
}
