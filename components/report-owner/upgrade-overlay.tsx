"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { LiveProgress } from "@/components/report/live-progress";
import { LiveReportText } from "@/components/report/live-report";
import { draftView, type LiveDraft } from "@/lib/analysis/live-draft";
import { analysisProgress, UPLOADED_PROGRESS } from "@/lib/upload/report-kind";

// The overlay while a summary is upgraded (spec: "an overlay while analysis runs"): the full report
// as the model writes it, under the bar and the section being written. The text keeps its end in
// view while the reader is there, and stays put once they scroll back to read.

/** This near the end of the text, the reader is following the writing. */
const FOLLOWING_MARGIN_PX = 48;

export function UpgradeOverlay({ draft }: { draft: LiveDraft }) {
  const t = useTranslations("reportOwner.upgrade");
  const view = useMemo(() => draftView(draft.text), [draft.text]);
  const progress = draft.phase ? analysisProgress(draft.phase, draft.percent) : UPLOADED_PROGRESS;
  const dialog = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  // A modal dialog takes the focus: what is behind it cannot be used meanwhile.
  useEffect(() => dialog.current?.focus(), []);
  useLayoutEffect(() => {
    if (text.current && following.current) text.current.scrollTop = text.current.scrollHeight;
  }, [draft.text]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-foreground/40 p-4 backdrop-blur-sm">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="analysing-text"
        aria-describedby="analysing-note"
        tabIndex={-1}
        className="flex max-h-full w-full max-w-2xl flex-col overflow-hidden rounded-xl bg-card shadow-overlay outline-none"
      >
        <div className="grid gap-3 border-b border-border p-5 sm:p-6">
          <h2 id="analysing-text" className="flex items-center gap-2 font-semibold">
            <Loader2 className="size-5 shrink-0 text-primary motion-safe:animate-spin" aria-hidden="true" />
            {t("analysing")}
          </h2>
          <p id="analysing-note" className="text-sm text-muted-foreground">
            {t("analysingNote")}
          </p>
          <LiveProgress progress={progress} writing={view.writing} />
        </div>
        {view.title ? (
          // Focusable, so the text can be scrolled from the keyboard too.
          <div
            ref={text}
            tabIndex={0}
            onScroll={(event) => {
              const box = event.currentTarget;
              following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOWING_MARGIN_PX;
            }}
            className="min-h-0 overflow-y-auto p-5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset sm:p-6"
          >
            <LiveReportText view={view} headings="nested" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
