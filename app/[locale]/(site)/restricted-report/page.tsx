import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { reportPageMetadata } from "@/components/report/report-metadata";
import { SharedReportArticle } from "@/components/report/shared-report-article";
import { sharedReportRow } from "@/lib/cache/shared-reads";
import { showReport } from "@/lib/reports/shared-page";
import { pageViewer } from "@/lib/site/viewer";

// /reports/{id} of a report that is not public, for a viewer who may see it: proxy.ts sends such a
// request here (the address stays /reports/{id}), having checked that they may, so that everyone
// else gets the shared page's 404 with its status. Rendered for each request: its owner, an
// administrator or a share link's token decides what it shows. Asked for directly, it answers 404.

type Props = { searchParams: Promise<{ id?: string | string[]; token?: string | string[] }> };

export const instant = false;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The report as this request may see it, and the share token it was opened with. */
const load = cache(async (searchParams: Props["searchParams"]) => {
  const query = await searchParams;
  const id = one(query.id) ?? "";
  const given = one(query.token);
  const token = given && given.length <= 200 ? given : undefined;
  const [row, viewer] = await Promise.all([sharedReportRow(id), pageViewer()]);
  return { id, token, data: showReport(row, viewer, token) };
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { id, token, data } = await load(searchParams);
  if (!data) notFound();
  return reportPageMetadata(id, token, data);
}

export default async function RestrictedReportPage({ searchParams }: Props) {
  const { token, data } = await load(searchParams);
  if (!data) notFound();
  return <SharedReportArticle data={data} token={token} />;
}
