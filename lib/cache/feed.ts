import { ConfigError, env } from "@/lib/config/env";
import { databaseTarget, db } from "@/lib/db";
import { CACHE_TAGS_CHANNEL, ChangeFeed, tagPayloads } from "@/lib/db/change-feed";
import { expireLocally, setListening, setNotifier } from "./tags";

// How this instance hears the others' changes to what is cached (./tags.ts): on PostgreSQL, a
// LISTEN connection of its own (lib/db/change-feed.ts) and pg_notify after each change; on the
// embedded database nothing, since one process holds it and every change goes through it.
// CHANGE_FEED_URL=off keeps nothing cached at all.

const shared = globalThis as typeof globalThis & { __skinsightCacheFeed?: ChangeFeed };

/**
 * Starts hearing other instances once per process, as the server starts. Throws a ConfigError when
 * the feed's URL goes through a transaction-mode pooler; a server that is down is retried instead.
 */
export async function startCacheFeed(): Promise<void> {
  const target = databaseTarget();
  if (target.kind === "embedded") {
    setListening(true);
    return;
  }
  const configured = env().CHANGE_FEED_URL;
  const url = configured ?? target.url;
  if (url === "off") {
    setListening(false);
    return;
  }
  setNotifier(async (tags) => {
    for (const payload of tagPayloads(tags))
      await db.$executeRaw`SELECT pg_notify(${CACHE_TAGS_CHANNEL}, ${payload})`;
  });
  if (shared.__skinsightCacheFeed) return;
  const feed = new ChangeFeed(url, { onExpire: expireLocally, onListening: setListening });
  shared.__skinsightCacheFeed = feed;
  try {
    await feed.started;
  } catch {
    await stopCacheFeed();
    throw new ConfigError(
      `${configured ? "CHANGE_FEED_URL" : "DATABASE_URL, which the change feed uses while CHANGE_FEED_URL is unset,"} ` +
        "reaches PostgreSQL through a transaction-mode connection pooler (such as PgBouncer with pool_mode=transaction), " +
        "which cannot carry the change feed's LISTEN: set CHANGE_FEED_URL to a direct URL of the same database, " +
        "or CHANGE_FEED_URL=off to keep no shared reads in memory.",
    );
  }
}

/** Stops hearing (tests, shutdown): nothing is kept from then on. */
export async function stopCacheFeed(): Promise<void> {
  const feed = shared.__skinsightCacheFeed;
  shared.__skinsightCacheFeed = undefined;
  await feed?.stop();
}
