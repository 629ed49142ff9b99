import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/i18n/metadata";
import { pageViewer } from "@/lib/site/viewer";
import { UploadWizard } from "@/components/upload/upload-wizard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("upload");
  return {
    title: t("meta.title"),
    robots: { index: false, follow: true },
    alternates: await pageAlternates("/upload"),
  };
}

// Rendered for each request: it reads the session cookie.
export const instant = false;

type Props = { searchParams: Promise<{ followup?: string | string[]; spot?: string | string[] }> };

/** A report or spot id from the address: one value of bounded length, else none. */
const idParam = (value: string | string[] | undefined) =>
  typeof value === "string" && value.length > 0 && value.length <= 100 ? value : null;

export default async function UploadPage({ searchParams }: Props) {
  const [{ followup, spot }, viewer] = await Promise.all([searchParams, pageViewer()]);
  const signedIn = viewer !== null;
  return <UploadWizard signedIn={signedIn} followupId={idParam(followup)} spotId={idParam(spot)} />;
}
