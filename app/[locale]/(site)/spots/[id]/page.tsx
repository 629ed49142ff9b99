import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSignIn } from "@/components/account/account-sign-in";
import { SpotPage } from "@/components/spots/spot-page";

// A spot's history, compare and reminder. The spot is read in the browser through the API, which
// alone decides who may see it (its owner, administrators); signed out, the sign-in is inline.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("spots");
  return { title: t("spot.title"), robots: { index: false, follow: false } };
}

// Rendered for each request: the address names the spot.
export const instant = false;

export default async function SpotRoute({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("spots")]);
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-12">
      <SpotPage
        key={id}
        spotId={id}
        signedOut={
          <div className="grid gap-6">
            <header className="mx-auto max-w-md text-center">
              <h1 className="text-headline font-semibold tracking-tight">{t("spot.signInTitle")}</h1>
              <p className="mt-2 text-muted-foreground">{t("spot.signInText")}</p>
            </header>
            <AccountSignIn />
          </div>
        }
      />
    </div>
  );
}
