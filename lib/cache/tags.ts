import { logger } from "@/lib/log";

// What the shared reads (./shared-reads.ts) are tagged with, and how a change expires them: in
// this instance at once, through Next's cache handler (./handler.mjs), and in every other one when
// PostgreSQL's notification arrives (lib/db/change-feed.ts). Call expireTags after the change has
// committed: a read between the expiry and the commit would keep the old rows.

/** Every shared read: expired whole when an instance starts or cannot hear the others. */
export const SHARED = "shared";
/** The gallery's pages, the featured reports and whether anything is listed. */
export const LISTED = "listed";
/** The home page's hero images and reviews. */
export const LANDING = "landing";
export const SETTINGS = "settings";
/** A report's row as pages and answers show it. */
export const reportTag = (id: string) => `report:${id}`;
/** A photo's access row. */
export const photoTag = (id: string) => `photo:${id}`;
/** Everything of one account that is shown to others (its reports and photos): blocking, deletion. */
export const userTag = (id: string) => `user:${id}`;

type SharedCache = {
  /** Next's handler, once Next has loaded it (never in tests that run outside Next). */
  handler?: { updateTags(tags: string[]): Promise<void> };
  /** Whether other instances' changes are being heard (always, on the embedded database). */
  listening?: boolean;
  /** Sends expiries to the other instances; set by lib/db.ts on PostgreSQL. */
  notifyOthers?: (tags: string[]) => Promise<void>;
  /** Told of every expiry (tests watch the tags a change expires). */
  observers?: Set<(tags: string[]) => void>;
};

// The same key as in ./handler.mjs: Next loads that file outside the app's bundles.
const shared = ((globalThis as Record<symbol, unknown>)[Symbol.for("skinsight.sharedCache")] ??=
  {}) as SharedCache;

/** Expires the tags in this instance only: what a notification from another instance does. */
export function expireLocally(tags: string[]): void {
  if (tags.length === 0) return;
  for (const observe of shared.observers ?? []) observe(tags);
  void shared.handler?.updateTags(tags);
}

/** Expires the tags here at once and on every other instance as the notification arrives. */
export async function expireTags(...tags: string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  expireLocally(unique);
  try {
    await shared.notifyOthers?.(unique);
  } catch (error) {
    // The change itself is done; the other instances drop these entries by their cache life.
    logger.error({ err: error, tags: unique }, "could not tell the other instances of a change");
  }
}

/**
 * Whether shared reads may be kept now: while other instances' changes cannot be heard, nothing is
 * (./shared-reads.ts gives such reads no life), and what was kept before is expired.
 */
export function sharedReadsKept(): boolean {
  return shared.listening === true;
}

/** Called by lib/db.ts as hearing the other instances starts and stops: either way, all kept reads go. */
export function setListening(listening: boolean): void {
  shared.listening = listening;
  expireLocally([SHARED]);
}

/** Sets how expiries reach the other instances (lib/db.ts, on PostgreSQL). */
export function setNotifier(notify: SharedCache["notifyOthers"]): void {
  shared.notifyOthers = notify;
}

/** Calls `observe` with the tags of every expiry in this process until the returned function is called. */
export function observeExpiries(observe: (tags: string[]) => void): () => void {
  shared.observers ??= new Set();
  shared.observers.add(observe);
  return () => shared.observers?.delete(observe);
}
