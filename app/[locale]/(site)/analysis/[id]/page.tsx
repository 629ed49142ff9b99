import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OwnerReport } from "@/components/report-owner/owner-report";

// The owner's report page. The report is read in the browser: the page
// replaces it in place after an upgrade, and a visitor's ownership is proven
// by the creator secret their browser kept (components/report-owner).

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("upload");
  return { title: t("meta.analysisTitle"), robots: { index: false, follow: false } };
}

// Rendered for each request: the address names the report or the link.
export const instant = false;

export default async function AnalysisPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OwnerReport key={id} initialId={id} />;
}
