import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { redirect } from "@/lib/i18n/redirect";
import { getTranslations } from "next-intl/server";
import { ReferralDashboard } from "@/components/referrals/referral-dashboard";
import { Button } from "@/components/ui/button";
import { pageViewer } from "@/lib/site/viewer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("referrals.metadata");
  return { title: t("title") };
}

// Rendered for each request: it reads the session cookie.
export const instant = false;

// Referrals need a signed-in user (spec section 6); anyone else goes to /account to sign in.
export default async function ReferralsPage() {
  if (!(await pageViewer())) await redirect("/account");
  const t = await getTranslations("referrals");
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link href="/account">
          <ArrowLeft aria-hidden="true" />
          {t("backToAccount")}
        </Link>
      </Button>
      <header className="mt-4 mb-8 max-w-2xl">
        <h1 className="text-headline font-semibold tracking-tight">{t("heading")}</h1>
        <p className="mt-2 text-lead text-muted-foreground">{t("lead")}</p>
      </header>
      <ReferralDashboard />
    </div>
  );
}
