import type { AnalysisKind } from "./types";

// Every report carries the medical disclaimer, whatever the model wrote.

export const MEDICAL_DISCLAIMER_TEXT =
  "This analysis is for informational purposes only and is not medical advice. It is not a diagnosis and does not replace an examination by a qualified dermatologist or doctor. If a lesion changes, bleeds, grows or worries you, see a healthcare professional promptly; in an emergency, contact emergency services.";

const SECTION_HEADINGS: Record<AnalysisKind, string> = {
  summary: "MEDICAL DISCLAIMER",
  full: "10. MEDICAL DISCLAIMER",
  followup: "10. MEDICAL DISCLAIMER",
};

const HEADING = /^[ \t]*(?:\d+[.)][ \t]*)?(?:MEDICAL[ \t]+)?DISCLAIMER\b[ \t]*:?/gim;
const STATEMENT = /not (?:a substitute for )?(?:professional )?medical advice/i;

/** The standard disclaimer section in the layout of the kind. */
export function disclaimerSection(kind: AnalysisKind): string {
  return `${SECTION_HEADINGS[kind]}\n${MEDICAL_DISCLAIMER_TEXT}`;
}

/** The content with a disclaimer section that says it is not medical advice. */
export function ensureDisclaimer(content: string, kind: AnalysisKind): string {
  const heading = [...content.matchAll(HEADING)].at(-1);
  if (heading === undefined) return `${content.trimEnd()}\n\n${disclaimerSection(kind)}`;
  const afterHeading = heading.index + heading[0].length;
  if (STATEMENT.test(content.slice(afterHeading))) return content;
  return `${content.slice(0, afterHeading)}\n${MEDICAL_DISCLAIMER_TEXT}${content.slice(afterHeading)}`.trimEnd();
}
