// A visitor's creator secrets, kept by this browser only (docs/analysis.md,
// "Visitors' secrets"): they answer the report's questions with it and can
// later take their public report down from the same browser.

const KEY = "skinsight.visitor-reports";

export type VisitorReportSecret = { report_id: string; creator_secret: string; created_at: string };

export function storedVisitorReports(): VisitorReportSecret[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as VisitorReportSecret[]) : [];
  } catch {
    return [];
  }
}

export function rememberVisitorReport(reportId: string, creatorSecret: string): void {
  const others = storedVisitorReports().filter((entry) => entry.report_id !== reportId);
  const entry = { report_id: reportId, creator_secret: creatorSecret, created_at: new Date().toISOString() };
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...others, entry].slice(-50)));
  } catch {
    // Storage full or disabled: the report stays, only the later take-down is lost.
  }
}

export function creatorSecretFor(reportId: string): string | null {
  return storedVisitorReports().find((entry) => entry.report_id === reportId)?.creator_secret ?? null;
}
