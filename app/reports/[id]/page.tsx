import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ReportActions } from "@/components/report/report-actions";
import { ReportBody } from "@/components/report/report-body";
import { ReportDisclaimer } from "@/components/report/report-disclaimer";
import { ReportPhotos } from "@/components/report/report-photos";
import { SignupPrompt } from "@/components/report/signup-prompt";
import { Badge } from "@/components/ui/badge";
import { MOCK_NOTICE } from "@/lib/ai/mock";
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
  const full = report.report_type !== "summary";
  const intro = report.content.mock
    ? body.intro.filter((block) => !(block.kind === "paragraph" && block.text === MOCK_NOTICE))
    : body.intro;

  return (
    <article
      data-report-page
      className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0"
    >
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={full ? "default" : "soft"}>{full ? "Full Report" : "Summary"}</Badge>
          {report.is_followup ? <Badge variant="info">Follow-up</Badge> : null}
          <span aria-hidden="true">·</span>
          <time dateTime={report.created_at}>{formatReportDate(report.created_at)}</time>
        </div>
        <h1 className="text-headline font-semibold tracking-tight text-balance sm:text-display">
          {report.title}
        </h1>
        <p className="text-muted-foreground">AI skin analysis report by SkinSight</p>
        <ReportActions />
        <p className="hidden text-sm text-muted-foreground print:block">
          Printed from {`${env().APP_URL}/reports/${report.id}`}. Show it to your doctor together with the
          photos.
        </p>
      </header>

      {report.content.mock ? (
        <p role="note" className="rounded-lg border border-info/20 bg-info-soft px-4 py-3 text-sm text-info">
          {MOCK_NOTICE}
        </p>
      ) : null}

      <ReportPhotos photos={photos} token={token} />

      {report.content.progress_commentary ? (
        <section aria-labelledby="progress-heading" className="grid gap-3 rounded-xl bg-muted p-5">
          <h2 id="progress-heading" className="text-title font-semibold tracking-tight">
            Progress since the earlier report
          </h2>
          <p>{report.content.progress_commentary}</p>
        </section>
      ) : null}

      <ReportBody intro={intro} sections={body.sections} />

      <ReportDisclaimer text={body.disclaimer} />

      <SignupPrompt signedIn={viewer !== null} />
    </article>
  );
}
