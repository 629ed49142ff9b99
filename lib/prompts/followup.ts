import type { PreviousReportFacts } from "@/lib/ai/types";

const NOT_AVAILABLE = "not available";

/**
 * Where the prompt's variables point instead of holding the earlier report's
 * text: that text is user-derived (the model wrote it from the user's notes
 * and photos), so it travels in the user message's data block like every other
 * user input, never in the system message.
 */
export const PREVIOUS_REPORT_REFERENCES = {
  previous_condition: "see previous_report.condition in the data block",
  previous_findings: "see previous_report.findings in the data block",
  previous_recommendations: "see previous_report.recommendations in the data block",
} as const;

/**
 * The follow-up prompt with its four variables filled: the date (made by the
 * server, YYYY-MM-DD) as it is, the three text variables as references to the
 * data block. Any other braces stay as written.
 */
export function fillFollowupPrompt(template: string, previous: PreviousReportFacts | undefined): string {
  const values: Record<string, string> = {
    previous_date: previous?.date ?? NOT_AVAILABLE,
    ...(previous ? PREVIOUS_REPORT_REFERENCES : {}),
  };
  // A replacer function, so a "$" in a value is never read as a pattern.
  return template.replace(
    /\{(previous_date|previous_condition|previous_findings|previous_recommendations)\}/g,
    (_match, name: string) => values[name]?.trim() || NOT_AVAILABLE,
  );
}
