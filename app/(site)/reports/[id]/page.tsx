import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { SharedReportArticle } from "@/components/report/shared-report-article";
import { sharedReport } from "@/lib/reports/shared-page";
import { sharedReportMetadata } from "@/lib/reports/shared-page-metadata";
import { pageViewer } from "@/lib/site/viewer";

// The shared report for a signed-in viewer or a share link's token. A visitor with neither is
// sent by the rewrite in next.config.ts to app/(visitor)/visitor-reports/[id], whose page is cached.

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ token?: string | string[] }> };

async function readProps({ params, searchParams }: Props) {
  const { id } = await params;
  const { token } = await searchParams;
  return { id, token: typeof token === "string" && token.length <= 200 ? token : undefined };
}

/** One read per request, shared by the metadata and the page. */
const load = cache(async (id: string, token: string | undefined) =>
  sharedReport(id, await pageViewer(), token),
);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { id, token } = await readProps(props);
  const data = await load(id, token);
  if (!data) notFound();
  return sharedReportMetadata(id, token, data);
}

export default async function SharedReportPage(props: Props) {
  const { id, token } = await readProps(props);
  const [data, viewer] = await Promise.all([load(id, token), pageViewer()]);
  if (!data) notFound();
  return <SharedReportArticle data={data} token={token} signedIn={viewer !== null} />;
}
