import type { Metadata } from "next";
import { requestNavigation } from "@/components/layout/navigation";
import { UploadWizard } from "@/components/upload/upload-wizard";

export const metadata: Metadata = {
  title: "New Skin Analysis",
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ followup?: string | string[] }> };

export default async function UploadPage({ searchParams }: Props) {
  const [{ followup }, { signedIn }] = await Promise.all([searchParams, requestNavigation()]);
  const followupId =
    typeof followup === "string" && followup.length > 0 && followup.length <= 100 ? followup : null;
  return <UploadWizard signedIn={signedIn} followupId={followupId} />;
}
