"use client";

// The analysis this tab is waiting for, from its `report` event to its end: a reload of /upload
// follows it again (GET /api/reports/{id}/stream) instead of losing it. Kept per tab, in
// sessionStorage: another tab, or a later visit, starts with the form. The wizard reads it with
// useSyncExternalStore, so it is told of each change.

const KEY = "skinsight.upload.running_report";
const listeners = new Set<() => void>();

export function subscribeToRunningAnalysis(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

export function runningAnalysis(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function write(reportId: string | null) {
  try {
    if (reportId) window.sessionStorage.setItem(KEY, reportId);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: a reload shows the form; the report is still in the account or the browser's secrets.
  }
  for (const listener of listeners) listener();
}

export const rememberRunningAnalysis = (reportId: string) => write(reportId);
export const forgetRunningAnalysis = () => write(null);
