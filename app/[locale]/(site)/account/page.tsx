import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/i18n/metadata";
import { Suspense } from "react";
import { AccountGate, AccountLoading } from "@/components/account/account-gate";
import { AccountSignIn } from "@/components/account/account-sign-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return {
    title: t("metaTitle"),
    robots: { index: false, follow: false },
    alternates: await pageAlternates("/account"),
  };
}

// The same page for everyone (kept whole): signed out, the e-mailed-code sign-in inline; signed in,
// the dashboard, which reads the account from the API. A sign-in or sign-out fires the auth-change
// event, and the gate follows.
export default function AccountPage() {
  const t = useTranslations("account");
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-12">
      {/* The address's ?message= is read in the browser. */}
      <Suspense fallback={<AccountLoading />}>
        <AccountGate
          signedOut={
            <div className="grid gap-6">
              <header className="mx-auto max-w-md text-center">
                <h1 className="text-headline font-semibold tracking-tight">{t("title")}</h1>
                <p className="mt-2 text-muted-foreground">{t("signedOutLead")}</p>
              </header>
              <AccountSignIn />
            </div>
          }
        />
      </Suspense>
    </div>
  );
}
