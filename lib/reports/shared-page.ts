import type { User } from "@/lib/generated/prisma/client";
import { isOpenToAnyone, reportAccess } from "./access";
import { parseReportSections, type ParsedReport } from "./sections";
import { serializeReport, type ReportWithRelations } from "./serialize";

// The shared report page (/reports/{id}), read with the rules of GET /api/reports/{id}.

export type SharedReportPhoto = { id: string; width: number; height: number };

export type SharedReport = {
  report: ReturnType<typeof serializeReport>;
  body: ParsedReport;
  photos: SharedReportPhoto[];
  /** Public, listed and visible to anyone: the only kind search engines and previews may show in full. */
  isPublic: boolean;
};

const DESCRIPTION_LENGTH = 160;

/**
 * The report of this row as this viewer may see it, or null for missing, expired, disabled and
 * forbidden alike.
 */
export function showReport(
  found: ReportWithRelations | null,
  viewer: User | null,
  token: string | undefined,
): SharedReport | null {
  const role = found ? reportAccess(found, viewer, token) : null;
  if (!found || !role) return null;
  const report = serializeReport(found, role);
  return {
    report,
    body: parseReportSections(report.content.content, report.language),
    photos: found.photos.map(({ photoId, photo }) => ({
      id: photoId,
      width: photo.width,
      height: photo.height,
    })),
    isPublic: isOpenToAnyone(found),
  };
}

/**
 * One or two sentences for search results and link previews: the first paragraph of the report, else
 * `fallback` (the page's words for a report with none).
 */
export function reportDescription(body: ParsedReport, fallback: string): string {
  const paragraphs = [...body.sections.flatMap((s) => s.blocks), ...body.intro].filter(
    (block) => block.kind === "paragraph",
  );
  const text = paragraphs[0]?.text ?? fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}…`;
}
