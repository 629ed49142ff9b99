"use client";

import { AlertTriangle, Loader2 } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { LiveProgress } from "@/components/report/live-progress";
import { LiveReportText } from "@/components/report/live-report";
import { ReportNotFound } from "@/components/report/report-not-found";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useRefusalText } from "@/components/i18n/use-refusal-text";
import { ApiError } from "@/lib/api-client";
import { followReportStream } from "@/lib/api-client/analysis-stream";
import { draftView, EMPTY_DRAFT, withEvent, type LiveDraft } from "@/lib/analysis/live-draft";
import { analysisProgress, UPLOADED_PROGRESS } from "@/lib/upload/report-kind";

/** A failed run shows the server's refusal in the page's language, or the page's title. */
type Ending = { kind: "missing" } | { kind: "failed"; error: ApiError } | { kind: "lost" };

/**
 * The owner's page of a report still being written: it follows the analysis and shows the text as
 * it grows; `onDone` when the report is saved, so the page reads the finished report.
 */
export function LiveOwnerReport({
  reportId,
  creatorSecret,
  onDone,
}: {
  reportId: string;
  creatorSecret: string | null;
  onDone: () => void;
}) {
  const t = useTranslations("reportOwner");
  const refusalText = useRefusalText();
  const [draft, setDraft] = useState<LiveDraft>(EMPTY_DRAFT);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [attempt, setAttempt] = useState(0);
  const finished = useEffectEvent(onDone);

  useEffect(() => {
    const controller = new AbortController();
    followReportStream(
      reportId,
      creatorSecret,
      (event) => setDraft((d) => withEvent(d, event)),
      controller.signal,
    ).then(finished, (error: unknown) => {
      if (controller.signal.aborted) return;
      if (!(error instanceof ApiError) || error.status === 0) setEnding({ kind: "lost" });
      else if (error.status === 404) setEnding({ kind: "missing" });
      else setEnding({ kind: "failed", error });
    });
    return () => controller.abort();
  }, [reportId, creatorSecret, attempt]);

  const view = useMemo(() => draftView(draft.text), [draft.text]);

  if (ending?.kind === "missing") return <ReportNotFound />;
  if (ending) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
        <EmptyState
          icon={AlertTriangle}
          headingLevel="h1"
          title={ending.kind === "lost" ? t("writing.lostTitle") : t("writing.failedTitle")}
          description={
            ending.kind === "lost" ? t("writing.lost") : refusalText(ending.error, t("writing.failedTitle"))
          }
          className="border-solid shadow-card"
        >
          {ending.kind === "lost" ? (
            <Button
              onClick={() => {
                setEnding(null);
                setDraft(EMPTY_DRAFT);
                setAttempt((n) => n + 1);
              }}
            >
              {t("writing.again")}
            </Button>
          ) : (
            <Button asChild>
              <Link href="/upload">{t("nextSteps.analyzeAnother")}</Link>
            </Button>
          )}
        </EmptyState>
      </div>
    );
  }

  const progress = draft.phase ? analysisProgress(draft.phase, draft.percent) : UPLOADED_PROGRESS;
  return (
    <article data-report-page className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card">
        <p className="flex items-center gap-2 font-semibold">
          <Loader2 className="size-5 shrink-0 text-primary motion-safe:animate-spin" aria-hidden="true" />
          {t("writing.title")}
        </p>
        <LiveProgress progress={progress} writing={view.writing} />
        <p className="text-sm text-muted-foreground">{t("writing.note")}</p>
      </header>
      {view.title ? (
        <LiveReportText view={view} headings="page" />
      ) : (
        <h1 className="sr-only">{t("writing.title")}</h1>
      )}
    </article>
  );
}
