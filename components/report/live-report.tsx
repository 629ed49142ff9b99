"use client";

import type { DraftView } from "@/lib/analysis/live-draft";
import type { Locale } from "@/lib/i18n/locales";
import { ReportBody } from "./report-body";
import { ReportDisclaimer } from "./report-disclaimer";
import { useReportBody } from "./report-language";

// A report while the model writes it (the upload wizard's processing step, the owner's page of a
// report still being written): its title, then its sections as they arrive. The text is no live
// region: screen readers hear the progress and each new section from the page's status line, not
// every word, and the text says it is busy until the report is finished.

/** "page": the report is the page's subject (h1, sections h2); "nested": it sits under the page's h2. */
type Headings = "page" | "nested";

/** `language`: the report's, when it differs from the page's. */
export function LiveReportText({
  view,
  headings,
  language,
}: {
  view: DraftView;
  headings: Headings;
  language?: Locale;
}) {
  const t = useReportBody(language);
  const Title = headings === "page" ? "h1" : "h3";
  const sectionLevel = headings === "page" ? "h2" : "h4";
  return (
    <div aria-busy="true" data-testid="live-report" className="grid min-w-0 gap-6 break-words">
      {view.title ? (
        <Title
          className={
            headings === "page"
              ? "text-headline font-semibold tracking-tight text-balance sm:text-display"
              : "text-title font-semibold tracking-tight text-balance"
          }
        >
          {view.title}
        </Title>
      ) : null}
      <ReportBody intro={view.body.intro} sections={view.body.sections} headingLevel={sectionLevel} />
      {view.body.disclaimer !== null ? (
        <ReportDisclaimer text={view.body.disclaimer} t={t} headingLevel={sectionLevel} />
      ) : null}
      <span aria-hidden="true" className="flex gap-1" data-testid="writing-indicator">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 rounded-full bg-primary motion-safe:animate-pulse"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
