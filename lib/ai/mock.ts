import { disclaimerSection } from "./disclaimer";
import { MOCK_NOTICES } from "./mock-notice";
import { MOCK_TEXTS } from "./mock-texts";
import { FULL_SECTIONS, SECTION_HEADINGS, SUMMARY_SECTIONS } from "./report-layout";
import type { AnalysisInput, AnalysisResult } from "./types";

// The answer when no AI key is configured: the real layout of each kind, in the language asked
// for, so the whole flow (questions, report page, follow-ups) can be tried.

export { MOCK_NOTICE, MOCK_NOTICES, isMockNotice } from "./mock-notice";

export const MOCK_MODEL = "mock";

const section = (heading: string, text: string) => `${heading}\n${text}`;

function summaryContent(input: AnalysisInput): string {
  const texts = MOCK_TEXTS[input.language];
  const headings = SECTION_HEADINGS[input.language];
  const photos = texts.photos(input.photos.length);
  return [
    MOCK_NOTICES[input.language],
    ...SUMMARY_SECTIONS.map((key) =>
      section(
        headings[key],
        key === "condition_identified" ? `${texts.summary[key]} ${photos}` : texts.summary[key],
      ),
    ),
    disclaimerSection("summary", input.language),
  ].join("\n\n");
}

function fullContent(input: AnalysisInput): string {
  const texts = MOCK_TEXTS[input.language];
  const headings = SECTION_HEADINGS[input.language];
  return [
    MOCK_NOTICES[input.language],
    texts.photos(input.photos.length),
    ...FULL_SECTIONS.map((key, i) => section(`${i + 1}. ${headings[key]}`, texts.full[key])),
    disclaimerSection(input.kind, input.language),
  ].join("\n\n");
}

function progressCommentary(input: AnalysisInput): string {
  const texts = MOCK_TEXTS[input.language];
  return `${MOCK_NOTICES[input.language]} ${texts.progress(input.previous?.date)}`;
}

/** A deterministic, instant analysis in the layout of the kind and the language asked, marked as a mock. */
export function mockAnalysis(input: AnalysisInput): AnalysisResult {
  const texts = MOCK_TEXTS[input.language];
  return {
    title: texts.titles[input.kind],
    content: input.kind === "summary" ? summaryContent(input) : fullContent(input),
    progressCommentary: input.kind === "followup" ? progressCommentary(input) : undefined,
    dynamicQuestions: texts.questions.map((q) => ({ ...q, options: [...q.options] })),
    mock: true,
    // Nothing was sent to a model.
    promptUsed: "",
    model: MOCK_MODEL,
  };
}
