// The handler of Next's `'use cache'` entries (next.config.ts `cacheHandlers.default`): Next's own
// in-memory handler, made reachable to the app so that a change expires its tags here at once
// (lib/cache/tags.ts) and the other instances' changes arrive through PostgreSQL
// (lib/db/change-feed.ts). Expiring a tag through Next's handler also expires the pages rendered
// from those entries, since Next's page cache reads the same tag manifest.
// Plain JavaScript: Next loads this file itself, outside the app's bundles, so the app finds it
// through globalThis (the key below, the same in lib/cache/tags.ts).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { createDefaultCacheHandler } = require("next/dist/server/lib/cache-handlers/default.js");

/** Bytes of cached entries one instance keeps at most; the least recently used go first. */
const MAX_BYTES = 64 * 1024 * 1024;

const handler = createDefaultCacheHandler(MAX_BYTES);

// Whatever was cached before this process started (the pages `next build` rendered without a
// database) is expired: every shared read is tagged "shared" (lib/cache/tags.ts).
void handler.updateTags(["shared"]);

/** @type {{ handler?: { updateTags(tags: string[]): Promise<void> } }} */
const shared = /** @type {any} */ (globalThis[Symbol.for("skinsight.sharedCache")] ??= {});
shared.handler = handler;

export default handler;
