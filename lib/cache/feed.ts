import { env } from "@/lib/config/env";
import { databaseTarget, db } from "@/lib/db";
import { CACHE_TAGS_CHANNEL, ChangeFeed, tagPayloads } from "@/lib/db/change-feed";
import { expireLocally, setListening, setNotifier } from "./tags";

// How this instance hears the others' changes to what is cached (./tags.ts): on PostgreSQL, a
// LISTEN connection of its own (lib/db/change-feed.ts) and pg_notify after each change; on the
// embedded database nothing, since one process holds it and every change goes through it.
// CHANGE_FEED_URL=off keeps nothing cached at all.

const shared = globalThis as typeof globalThis & { __skinsightCacheFeed?: ChangeFeed };

/** Starts hearing other instances once per process, as the server starts. */
export function startCacheFeed(): void {
  const target = databaseTarget();
  if (target.kind === "embedded") {
    setListening(true);
    return;
  }
  const url = env().CHANGE_FEED_URL ?? target.url;
  if (url === "off") {
    setListening(false);
    return;
  }
  setNotifier(async (tags) => {
    for (const payload of tagPayloads(tags))
      await db.$executeRaw`SELECT pg_notify(${CACHE_TAGS_CHANNEL}, ${payload})`;
  });
  shared.__skinsightCacheFeed ??= new ChangeFeed(url, { onExpire: expireLocally, onListening: setListening });
}

/** Stops hearing (tests, shutdown): nothing is kept from then on. */
export async function stopCacheFeed(): Promise<void> {
  const feed = shared.__skinsightCacheFeed;
  shared.__skinsightCacheFeed = undefined;
  await feed?.stop();
}
