import { getTranslations } from "next-intl/server";
import { ReportActions } from "@/components/report/report-actions";
import { ReportContent, ReportHeadline } from "@/components/report/report-content";
import { ReportPhotos } from "@/components/report/report-photos";
import { SignupPrompt } from "@/components/report/signup-prompt";
import { env } from "@/lib/config/env";
import type { SharedReport } from "@/lib/reports/shared-page";

/**
 * The shared report page's content: the same for a public report's cached page and a viewer's own.
 * The body's own words (disclaimer, headings) are in the report's language, the page around it in
 * the page's.
 */
export async function SharedReportArticle({
  data,
  token,
}: {
  data: SharedReport;
  token: string | undefined;
}) {
  const { report, body, photos } = data;
  const [t, bodyText] = await Promise.all([
    getTranslations("report"),
    getTranslations({ locale: report.language, namespace: "reportBody" }),
  ]);
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
        <p className="text-muted-foreground">{t("byline")}</p>
        <ReportActions />
        <p className="hidden text-sm text-muted-foreground print:block">
          {t("printedFrom", { url: `${env().APP_URL}/reports/${report.id}` })}
        </p>
      </header>

      <ReportContent
        body={body}
        mock={report.content.mock}
        progressCommentary={report.content.progress_commentary}
        photos={<ReportPhotos photos={photos} token={token} />}
        t={bodyText}
      />

      <SignupPrompt />
    </article>
  );
}
