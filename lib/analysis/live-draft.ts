import type { AnalysisEvent, RunPhase } from "./events";
import { parseReportSections, readHeading, type ParsedReport } from "@/lib/reports/sections";

// A report while the model writes it, as its stream's events tell (docs/analysis.md, "Streaming"):
// the text is the report's title, a blank line, then its content, growing delta by delta.

export type LiveDraft = {
  reportId: string | null;
  /** Null until the server says where the analysis stands. */
  phase: RunPhase | null;
  percent: number;
  text: string;
};

export const EMPTY_DRAFT: LiveDraft = { reportId: null, phase: null, percent: 0, text: "" };

/** The draft after one more event of the stream (`done` and `error` end it elsewhere). */
export function withEvent(draft: LiveDraft, event: AnalysisEvent): LiveDraft {
  switch (event.event) {
    case "report":
      return { ...draft, reportId: event.data.report_id };
    case "progress":
      return { ...draft, phase: event.data.phase, percent: Math.max(draft.percent, event.data.percent) };
    case "delta":
      return { ...draft, text: draft.text + event.data.text };
    default:
      return draft;
  }
}

/** The part being written: a section by its title, or the disclaimer (whose heading the page words). */
export type Writing = { kind: "section"; title: string } | { kind: "disclaimer" };

export type DraftView = {
  title: string;
  body: ParsedReport;
  /** The part being written, once the text has reached one. */
  writing: Writing | null;
};

/**
 * The draft laid out as the finished report is (lib/reports/sections.ts). A heading is shown once
 * its line is complete, so "SPF" is never a heading for the moment before "SPF 30 or more" arrives.
 */
export function draftView(text: string): DraftView {
  const split = text.indexOf("\n\n");
  const title = (split < 0 ? text : text.slice(0, split)).trim();
  let content = split < 0 ? "" : text.slice(split + 2);
  const lastLine = content.slice(content.lastIndexOf("\n") + 1);
  if (lastLine && readHeading(lastLine)) content = content.slice(0, content.length - lastLine.length);
  const body = parseReportSections(content);
  const section = body.sections.at(-1);
  const writing: Writing | null =
    body.disclaimer !== null
      ? { kind: "disclaimer" }
      : section
        ? { kind: "section", title: section.title }
        : null;
  return { title, body, writing };
}
