import { expireTags, LISTED, photoTag, reportTag, userTag } from "@/lib/cache/tags";

// What shows reports to others is kept in Next's cache (lib/cache/shared-reads.ts): a change to
// who may see a report expires it here, after the change has committed.

/**
 * Expires the pages and answers of these reports (and so of their photos), the gallery and the
 * featured reports. `photoIds`: photos that joined a report now, whose access rows named none of these.
 */
export function expireShownReports(reportIds: string[], photoIds: string[] = []): Promise<void> {
  return expireTags(LISTED, ...reportIds.map(reportTag), ...photoIds.map(photoTag));
}

/** Expires everything of an account shown to others: on blocking, unblocking and deletion. */
export function expireShownAccount(userId: string): Promise<void> {
  return expireTags(LISTED, userTag(userId));
}
