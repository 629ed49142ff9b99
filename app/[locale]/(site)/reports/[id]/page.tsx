import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { reportPageMetadata } from "@/components/report/report-metadata";
import { SharedReportArticle } from "@/components/report/shared-report-article";
import { sharedPublicReport } from "@/lib/cache/shared-reads";

// /reports/{id} as anyone may see it: a public report, or "Report Not Found" with its 404. The same
// for everyone, so Next renders it on the first visit and keeps it whole until the report changes or
// expires (lib/cache). A report that is not public, asked for by someone who may see it (its owner,
// an administrator, a share link's holder), is sent by proxy.ts to app/[locale]/(site)/restricted-report, rendered per request.

type Props = { params: Promise<{ id: string }> };

/** One id for the build to render the page with (as no report): every report's page is made on its first visit. */
export function generateStaticParams(): { id: string }[] {
  return [{ id: "00000000-0000-0000-0000-000000000000" }];
}

// Nothing here reads the request: the first visit of an id waits for its page (its params are awaited
// before anything is sent, and next.config.ts has no partial prefetching), status included.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const data = await sharedPublicReport(id);
  if (!data) notFound();
  return reportPageMetadata(id, undefined, data);
}

export default async function SharedReportPage({ params }: Props) {
  const { id } = await params;
  const data = await sharedPublicReport(id);
  if (!data) notFound();
  return <SharedReportArticle data={data} token={undefined} />;
}
