import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ReportActions } from "@/components/report/report-actions";
import { ReportContent, ReportHeadline } from "@/components/report/report-content";
import { ReportPhotos } from "@/components/report/report-photos";
import { SignupPrompt } from "@/components/report/signup-prompt";
import { env } from "@/lib/config/env";
import { formatReportDate } from "@/lib/reports/dates";
import { reportDescription, sharedReport } from "@/lib/reports/shared-page";
import { pageViewer } from "@/lib/site/viewer";

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

function previewImageUrl(id: string, token: string | undefined, isPublic: boolean): string {
  const query = !isPublic && token ? `?token=${encodeURIComponent(token)}` : "";
  return `/reports/${encodeURIComponent(id)}/preview-image${query}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { id, token } = await readProps(props);
  const data = await load(id, token);
  if (!data) notFound();
  const { report, body, isPublic } = data;
  const title = `${report.title} – ${formatReportDate(report.created_at)}`;
  const description = reportDescription(body);
  const image = { url: previewImageUrl(id, token, isPublic), width: 1200, height: 630, alt: title };
  const path = `/reports/${id}`;
  return {
    title,
    description,
    // Only public reports are for search engines; unlisted and private ones stay out of every index.
    robots: isPublic ? { index: true, follow: true } : { index: false, follow: false },
    alternates: isPublic ? { canonical: path } : undefined,
    openGraph: {
      type: "article",
      siteName: "SkinSight",
      title,
      description,
      url: isPublic ? path : undefined,
      publishedTime: report.created_at,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function SharedReportPage(props: Props) {
  const { id, token } = await readProps(props);
  const [data, viewer] = await Promise.all([load(id, token), pageViewer()]);
  if (!data) notFound();
  const { report, body, photos } = data;

  return (
    <article
      data-report-page
      className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0"
    >
      <header className="grid gap-4">
        <ReportHeadline
          title={report.title}
          reportType={report.report_type}
          isFollowup={report.is_followup}
          createdAt={report.created_at}
        />
        <p className="text-muted-foreground">AI skin analysis report by SkinSight</p>
        <ReportActions />
        <p className="hidden text-sm text-muted-foreground print:block">
          Printed from {`${env().APP_URL}/reports/${report.id}`}. Show it to your doctor together with the
          photos.
        </p>
      </header>

      <ReportContent
        body={body}
        mock={report.content.mock}
        progressCommentary={report.content.progress_commentary}
        photos={<ReportPhotos photos={photos} token={token} />}
      />

      <SignupPrompt signedIn={viewer !== null} />
    </article>
  );
}
