import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReportNotFound } from "@/components/report/report-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("report.notFound");
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default function ReportNotFoundPage() {
  return <ReportNotFound />;
}
