import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InviteFlow } from "@/components/invite/invite-flow";
import { pageViewer } from "@/lib/site/viewer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("invite");
  return { title: t("title") };
}

// Rendered for each request: it reads the session cookie.
export const instant = false;

export default async function InvitePage({ params }: { params: Promise<{ code: string }> }) {
  const [{ code }, viewer, t] = await Promise.all([params, pageViewer(), getTranslations("invite")]);
  const signedIn = viewer !== null;
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="sr-only">{t("heading")}</h1>
      <InviteFlow code={code} signedIn={signedIn} />
    </div>
  );
}
