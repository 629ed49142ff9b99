import type { Metadata } from "next";
import { ReportNotFound } from "@/components/report/report-not-found";
import { REPORT_NOT_FOUND_TITLE } from "@/components/report/texts";

export const metadata: Metadata = { title: REPORT_NOT_FOUND_TITLE, robots: { index: false, follow: false } };

export default function ReportNotFoundPage() {
  return <ReportNotFound />;
}
