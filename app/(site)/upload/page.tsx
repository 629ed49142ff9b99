import type { Metadata } from "next";
import { pageViewer } from "@/lib/site/viewer";
import { UploadWizard } from "@/components/upload/upload-wizard";

export const metadata: Metadata = {
  title: "New Skin Analysis",
  robots: { index: false, follow: true },
};

// Rendered for each request: it reads the session cookie.
export const instant = false;

type Props = { searchParams: Promise<{ followup?: string | string[] }> };

export default async function UploadPage({ searchParams }: Props) {
  const [{ followup }, viewer] = await Promise.all([searchParams, pageViewer()]);
  const signedIn = viewer !== null;
  const followupId =
    typeof followup === "string" && followup.length > 0 && followup.length <= 100 ? followup : null;
  return <UploadWizard signedIn={signedIn} followupId={followupId} />;
}
