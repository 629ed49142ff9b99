"use client";

// What a visitor's browser keeps of a report it made (docs/sign-in-screens.md,
// "The owner's report page"): the creator secret, which proves the report is
// theirs (answers, take-down), and the upload secret of its photos, which lets
// the same person upgrade it after proving their e-mail. The upload wizard
// writes both under these keys when the analysis answers.

export const creatorSecretKey = (reportId: string) => `skinsight.reports.${reportId}.creator_secret`;
export const uploadSecretKey = (reportId: string) => `skinsight.reports.${reportId}.upload_secret`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storedCreatorSecret(reportId: string): string | null {
  return read(creatorSecretKey(reportId));
}

export function storedUploadSecret(reportId: string): string | null {
  return read(uploadSecretKey(reportId));
}

/** Keeps what the browser holds of a report (the upload wizard calls this with the analysis answer). */
export function rememberReportSecrets(
  reportId: string,
  secrets: { creatorSecret?: string | null; uploadSecret?: string | null },
) {
  try {
    if (secrets.creatorSecret) window.localStorage.setItem(creatorSecretKey(reportId), secrets.creatorSecret);
    if (secrets.uploadSecret) window.localStorage.setItem(uploadSecretKey(reportId), secrets.uploadSecret);
  } catch {
    // Storage disabled: the report still exists, only its take-down from this browser is lost.
  }
}

export function forgetReportSecrets(reportId: string) {
  try {
    window.localStorage.removeItem(creatorSecretKey(reportId));
    window.localStorage.removeItem(uploadSecretKey(reportId));
  } catch {
    // Nothing to forget.
  }
}
