import { randomUUID } from "node:crypto";
import pg from "pg";
import { logger } from "@/lib/log";

// One connection per process that LISTENs to the cache tags other instances expire (lib/cache/tags.ts
// sends them with pg_notify after a change commits), so that a change made through any instance
// expires every instance's cached pages and reads. Reconnects by itself; while it is not listening,
// it says so, and nothing is kept. A connection that stays open but hears nothing (a half-open
// socket behind a NAT, a transaction-mode pooler that gave LISTEN to another backend) is caught by
// a heartbeat: the feed notifies itself every HEARTBEAT_MS and counts as lost when that
// notification has not come back HEARTBEAT_TIMEOUT_MS later.

export const CACHE_TAGS_CHANNEL = "cache_tags";
/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_900;
export const CHANGE_FEED_APPLICATION_NAME = "skinsight-change-feed";

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
const HEARTBEAT = "heartbeat:";

export type ChangeFeedEvents = {
  /** Another instance (or this one) expired these cache tags. */
  onExpire: (tags: string[]) => void;
  /** Listening started or stopped: whatever was kept before either moment was not covered by notifications. */
  onListening: (listening: boolean) => void;
};

/** The notifications that carry `tags`, each under PostgreSQL's payload limit (a JSON array of tags). */
export function tagPayloads(tags: string[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  for (const tag of tags) {
    const next = [...batch, tag];
    if (batch.length > 0 && Buffer.byteLength(JSON.stringify(next)) > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify(batch));
      batch = [tag];
    } else batch = next;
  }
  if (batch.length > 0) payloads.push(JSON.stringify(batch));
  return payloads;
}

/** The tags a notification carries; anything unreadable expires everything kept. */
function tagsOf(payload: string): string[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (Array.isArray(parsed) && parsed.every((tag) => typeof tag === "string")) return parsed;
  } catch {
    // fall through
  }
  return ["shared"];
}

export class ChangeFeed {
  private client: pg.Client | null = null;
  private listeningNow = false;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  /** The heartbeat sent and not heard yet. */
  private pendingHeartbeat: { payload: string; sentAt: number } | null = null;
  private readonly heartbeatPrefix = `${HEARTBEAT}${randomUUID()}:`;

  constructor(
    private readonly connectionString: string,
    private readonly events: ChangeFeedEvents,
  ) {
    void this.connect();
  }

  /** True while notifications are being received. */
  get listening(): boolean {
    return this.listeningNow;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      // How operators (and tests) tell this connection apart in pg_stat_activity.
      application_name: CHANGE_FEED_APPLICATION_NAME,
    });
    this.client = client;
    client.on("notification", (message) => this.heard(message.payload ?? ""));
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, new Error("connection ended")));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_TAGS_CHANNEL}`);
      if (this.client !== client) return;
      this.listeningNow = true;
      this.events.onListening(true);
      this.retryMs = FIRST_RETRY_MS;
      this.pendingHeartbeat = null;
      this.heartbeatTimer = setInterval(() => this.heartbeat(client), HEARTBEAT_MS);
      this.heartbeatTimer.unref();
    } catch (error) {
      this.lost(client, error);
    }
  }

  private heard(payload: string): void {
    // Every instance's heartbeats reach every instance: none of them is a change.
    if (!payload.startsWith(HEARTBEAT)) {
      this.events.onExpire(tagsOf(payload));
      return;
    }
    if (payload === this.pendingHeartbeat?.payload) this.pendingHeartbeat = null;
  }

  /** Gives up on the connection when the last heartbeat has not come back; else sends the next. */
  private heartbeat(client: pg.Client): void {
    const pending = this.pendingHeartbeat;
    if (pending) {
      if (Date.now() - pending.sentAt > HEARTBEAT_TIMEOUT_MS)
        this.lost(client, new Error("the heartbeat notification did not come back"));
      return;
    }
    const payload = `${this.heartbeatPrefix}${Date.now()}`;
    this.pendingHeartbeat = { payload, sentAt: Date.now() };
    client
      .query("SELECT pg_notify($1, $2)", [CACHE_TAGS_CHANNEL, payload])
      .catch((error: unknown) => this.lost(client, error));
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.listeningNow = false;
    this.clearHeartbeat();
    logger.warn({ err: error }, "change feed lost: shared reads are not cached until it reconnects");
    this.events.onListening(false);
    client.end().catch(() => {});
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  private clearHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.pendingHeartbeat = null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listeningNow = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.clearHeartbeat();
    const client = this.client;
    this.client = null;
    this.events.onListening(false);
    await client?.end().catch(() => {});
  }
}
