"use client";

import { useTranslations } from "next-intl";
import type { Writing } from "@/lib/analysis/live-draft";
import type { Locale } from "@/lib/i18n/locales";
import { progressStage } from "@/lib/upload/report-kind";
import { useReportBody } from "./report-language";

// Where an analysis stands: the bar with the spec's three texts, and the section the model is
// writing. The line under the bar is the one polite live region of a report being written, so a
// screen reader hears each new stage and section, not each word.

/** `language`: the report's, when it differs from the page's (it names the disclaimer being written). */
export function LiveProgress({
  progress,
  writing,
  language,
}: {
  progress: number;
  writing: Writing | null;
  language?: Locale;
}) {
  const t = useTranslations("report.progress");
  const body = useReportBody(language);
  const text = t(progressStage(progress));
  return (
    <div className="grid gap-3">
      <div
        role="progressbar"
        aria-label={t("label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${progress}%` }}
        />
      </div>
      <div
        aria-live="polite"
        aria-atomic="true"
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
      >
        <p className="text-body text-muted-foreground" data-testid="progress-text">
          {text}
        </p>
        {writing ? (
          <p className="text-sm text-muted-foreground" data-testid="writing-section">
            {t.rich("writing", {
              section: writing.kind === "section" ? writing.title : body("disclaimerTitle"),
              em: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
