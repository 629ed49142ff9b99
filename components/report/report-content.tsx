import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { MOCK_NOTICE } from "@/lib/ai/mock";
import { formatReportDate } from "@/lib/reports/dates";
import type { ParsedReport } from "@/lib/reports/sections";
import { ReportBody } from "./report-body";
import { ReportDisclaimer } from "./report-disclaimer";

// What the public page (/reports/{id}, a server component) and the owner's page
// (/analysis/{id}, a client component) show alike. No state and no hooks, so the
// public page renders it on the server and sends no script for it.

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
  const full = reportType !== "summary";
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={full ? "default" : "soft"}>{full ? "Full Report" : "Summary"}</Badge>
        {isFollowup ? <Badge variant="info">Follow-up</Badge> : null}
        {badges}
        <span aria-hidden="true">·</span>
        <time dateTime={createdAt}>{formatReportDate(createdAt)}</time>
      </div>
      <h1 className="text-headline font-semibold tracking-tight text-balance sm:text-display">{title}</h1>
    </>
  );
}

/**
 * The report under its header: the demonstration notice, the photos, the
 * progress commentary of a follow-up, then the text by sections and the
 * disclaimer. `beforeText` sits between the photos and the text (the owner's
 * upgrade panel).
 */
export function ReportContent({
  body,
  mock,
  progressCommentary,
  photos,
  beforeText,
}: {
  body: ParsedReport;
  mock: boolean;
  progressCommentary: string | null | undefined;
  photos: ReactNode;
  beforeText?: ReactNode;
}) {
  // The demonstration notice is shown once, as a note, not again as the text's first paragraph.
  const intro = mock
    ? body.intro.filter((block) => !(block.kind === "paragraph" && block.text === MOCK_NOTICE))
    : body.intro;
  return (
    <>
      {mock ? (
        <p role="note" className="rounded-lg border border-info/20 bg-info-soft px-4 py-3 text-sm text-info">
          {MOCK_NOTICE}
        </p>
      ) : null}

      {photos}

      {progressCommentary ? (
        <section aria-labelledby="progress-heading" className="grid gap-3 rounded-xl bg-muted p-5">
          <h2 id="progress-heading" className="text-title font-semibold tracking-tight">
            Progress since the earlier report
          </h2>
          <p>{progressCommentary}</p>
        </section>
      ) : null}

      {beforeText}

      <ReportBody intro={intro} sections={body.sections} />
      <ReportDisclaimer text={body.disclaimer} />
    </>
  );
}
