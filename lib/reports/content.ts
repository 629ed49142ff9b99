import { z } from "zod";

// A report's stored content: { content, title, progress_commentary, mock }.

export const EXCERPT_LENGTH = 200;

const ReportContentSchema = z.object({
  content: z.string().catch(""),
  title: z.string().catch(""),
  progress_commentary: z.string().nullable().catch(null),
  mock: z.boolean().catch(false),
});

export type ReportContent = z.output<typeof ReportContentSchema>;

/** The stored JSON read defensively: rows written by older versions may lack fields. */
export function reportContent(stored: unknown): ReportContent {
  return ReportContentSchema.parse(typeof stored === "object" && stored !== null ? stored : {});
}

export function reportText(stored: unknown): string {
  return reportContent(stored).content;
}

/** The first characters of the text, cut at a word where possible, for lists and cards. */
export function excerpt(stored: unknown, length: number = EXCERPT_LENGTH): string {
  const text = reportText(stored).replace(/\s+/g, " ").trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
