import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DataVersion } from "@/components/layout/data-version";
import { SharedReportArticle } from "@/components/report/shared-report-article";
import { sharedReportMetadata } from "@/lib/reports/shared-page-metadata";
import { pageVersion, visitorReportData } from "@/lib/site/visitor-page-data";

// /reports/{id} for a visitor with no session and no share token (the rewrite in next.config.ts
// sends them here; this address itself shows the same to anyone, and robots.txt keeps it out of
// search engines, with the canonical address in the page). The page is the same for all of them,
// so it is rendered on the first visit and then served from memory until anything it shows
// changes (lib/cache/page-cache-handler.mjs, by its data version: lib/site/visitor-page-data.ts):
// only a public report, or a 404, can come out of it.

type Props = { params: Promise<{ id: string }> };

/** Rendered on demand, never at build time (the build never opens a database). */
export function generateStaticParams(): { id: string }[] {
  return [];
}

// Longer than the page cache keeps a page, so Next never serves one stale while it renders again.
export const revalidate = 3600;

const load = cache(visitorReportData);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const { report } = await load(id);
  if (!report) notFound();
  return sharedReportMetadata(id, undefined, report);
}

export default async function VisitorReportPage({ params }: Props) {
  const { id } = await params;
  const data = await load(id);
  if (!data.report) notFound();
  return (
    <>
      <DataVersion version={pageVersion(data)} />
      <SharedReportArticle data={data.report} token={undefined} signedIn={false} />
    </>
  );
}
