import type { PreviousReportFacts } from "@/lib/ai/types";

const NOT_AVAILABLE = "not available";

/** The follow-up prompt with its four variables filled; any other braces stay as written. */
export function fillFollowupPrompt(template: string, previous: PreviousReportFacts | undefined): string {
  const values: Record<string, string> = {
    previous_date: previous?.date ?? NOT_AVAILABLE,
    previous_condition: previous?.condition ?? NOT_AVAILABLE,
    previous_findings: previous?.findings ?? NOT_AVAILABLE,
    previous_recommendations: previous?.recommendations ?? NOT_AVAILABLE,
  };
  // A replacer function, so a "$" in the earlier report's text is never read as a pattern.
  return template.replace(
    /\{(previous_date|previous_condition|previous_findings|previous_recommendations)\}/g,
    (_match, name: string) => values[name]?.trim() || NOT_AVAILABLE,
  );
}
