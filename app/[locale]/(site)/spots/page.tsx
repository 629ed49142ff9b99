import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/i18n/metadata";
import { AccountSignIn } from "@/components/account/account-sign-in";
import { BodyOutline } from "@/components/spots/body-outline";
import { SpotsGate } from "@/components/spots/spots-gate";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("spots");
  return {
    title: t("map.title"),
    robots: { index: false, follow: false },
    alternates: await pageAlternates("/spots"),
  };
}

// The same page for everyone (kept whole), like /account: signed out, the e-mailed-code sign-in
// inline; signed in, the body map and the list, which read the spots from the API.
export default async function SpotsPage() {
  const t = await getTranslations("spots");
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-12">
      <SpotsGate
        outlines={{
          front: <BodyOutline view="front" className="block h-auto w-full" />,
          back: <BodyOutline view="back" className="block h-auto w-full" />,
        }}
        signedOut={
          <div className="grid gap-6">
            <header className="mx-auto max-w-md text-center">
              <h1 className="text-headline font-semibold tracking-tight">{t("map.title")}</h1>
              <p className="mt-2 text-muted-foreground">{t("map.signInLead")}</p>
            </header>
            <AccountSignIn />
          </div>
        }
      />
    </div>
  );
}
