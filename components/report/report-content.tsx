import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { isMockNotice } from "@/lib/ai/mock-notice";
import { REPORT_DATE_FORMAT } from "@/lib/reports/dates";
import type { ParsedReport } from "@/lib/reports/sections";
import { ReportBody } from "./report-body";
import type { ReportBodyTranslator } from "./report-body-translator";
import { ReportDisclaimer } from "./report-disclaimer";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

// What the public page (/reports/{id}, a server component) and the owner's page
// (/analysis/{id}, a client component) show alike. No state, so the public page
// renders it on the server and sends no script for it.

/** A report's title with the line above it: Full Report or Summary, Follow-up, any extra badges, the date. */
export function ReportHeadline({
  title,
  reportType,
  isFollowup,
  createdAt,
  badges,
}: {
  title: string;
  reportType: string;
  isFollowup: boolean;
  createdAt: string;
  badges?: ReactNode;
}) {
  const t = useTranslations("report.headline");
  const format = useRegionalFormatter();
  const full = reportType !== "summary";
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={full ? "default" : "soft"}>{full ? t("full") : t("summary")}</Badge>
        {isFollowup ? <Badge variant="info">{t("followup")}</Badge> : null}
        {badges}
        <span aria-hidden="true">·</span>
        <time dateTime={createdAt}>{format.dateTime(new Date(createdAt), REPORT_DATE_FORMAT)}</time>
      </div>
      <h1 className="text-headline font-semibold tracking-tight text-balance sm:text-display">{title}</h1>
    </>
  );
}

/**
 * The report under its header: the demonstration notice, the photos, the
 * progress commentary of a follow-up, then the text by sections and the
 * disclaimer. `beforeText` sits between the photos and the text (the owner's
 * upgrade panel). The body's own words come in the report's language (`t`),
 * the photos and `beforeText` in the page's.
 */
export function ReportContent({
  body,
  mock,
  progressCommentary,
  photos,
  beforeText,
  t,
}: {
  body: ParsedReport;
  mock: boolean;
  progressCommentary: string | null | undefined;
  photos: ReactNode;
  beforeText?: ReactNode;
  t: ReportBodyTranslator;
}) {
  // The demonstration notice is shown once, as a note, not again as the text's first paragraph (the
  // demonstration writes it in the report's language).
  const intro = mock
    ? body.intro.filter((block) => !(block.kind === "paragraph" && isMockNotice(block.text)))
    : body.intro;
  return (
    <>
      {mock ? (
        <p role="note" className="rounded-lg border border-info/20 bg-info-soft px-4 py-3 text-sm text-info">
          {t("demoNotice")}
        </p>
      ) : null}

      {photos}

      {progressCommentary ? (
        <section aria-labelledby="progress-heading" className="grid gap-3 rounded-xl bg-muted p-5">
          <h2 id="progress-heading" className="text-title font-semibold tracking-tight">
            {t("progressTitle")}
          </h2>
          <p>{progressCommentary}</p>
        </section>
      ) : null}

      {beforeText}

      <ReportBody intro={intro} sections={body.sections} />
      <ReportDisclaimer text={body.disclaimer} t={t} />
    </>
  );
}
