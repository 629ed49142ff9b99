import { randomUUID } from "node:crypto";
import pg from "pg";
import { logger } from "@/lib/log";

// One connection per process that LISTENs to the cache tags other instances expire (lib/cache/tags.ts
// sends them with pg_notify after a change commits), so that a change made through any instance
// expires every instance's cached pages and reads. Reconnects by itself; while it is not listening,
// it says so, and nothing is kept. It counts as listening once a notification sent from another
// connection has come back: a transaction-mode pooler runs LISTEN on a server session it then lends
// to other clients, so nothing sent reaches the feed, and such a pooler is refused by name. A
// connection that later stays open but hears nothing (a half-open socket behind a NAT) is caught by
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

/** The feed's URL reaches PostgreSQL through a transaction-mode pooler, which cannot carry LISTEN. */
export class ChangeFeedThroughPoolerError extends Error {
  constructor() {
    super(
      "the change feed's connection goes through a transaction-mode connection pooler (such as PgBouncer with pool_mode=transaction): notifications never reach it",
    );
  }
}

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

/**
 * Whether something between `client` and PostgreSQL answers as the server: a pooler announces
 * process ids of its own, a server (or a plain TCP relay) the one of the session it runs.
 */
async function throughPooler(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  // node-postgres keeps the announced id (BackendKeyData) without declaring it in its types.
  return rows[0]?.pid !== (client as pg.Client & { processID?: number }).processID;
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
  /** The first notification of a connection, sent from another one, and who waits for it. */
  private awaited: { payload: string; heard: () => void } | null = null;
  private readonly heartbeatPrefix = `${HEARTBEAT}${randomUUID()}:`;
  /**
   * The first connection's outcome: resolves once it listens or failed in a way a retry may mend
   * (the server down), rejects with ChangeFeedThroughPoolerError, which no retry mends.
   */
  readonly started: Promise<void>;

  constructor(
    private readonly connectionString: string,
    private readonly events: ChangeFeedEvents,
  ) {
    this.started = this.connect();
    // Whoever does not wait for the start still hears of a pooler from the log (lost()).
    this.started.catch(() => {});
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
      await this.confirmDelivery(client);
      if (this.client !== client) return;
      this.listeningNow = true;
      this.events.onListening(true);
      this.retryMs = FIRST_RETRY_MS;
      this.pendingHeartbeat = null;
      this.heartbeatTimer = setInterval(() => this.heartbeat(client), HEARTBEAT_MS);
      this.heartbeatTimer.unref();
    } catch (error) {
      this.lost(client, error);
      if (error instanceof ChangeFeedThroughPoolerError) throw error;
    }
  }

  /**
   * Sends a notification from a connection of its own and waits for it on `client`. Through a
   * transaction-mode pooler it never arrives: the server session that ran LISTEN hears it while the
   * pooler has lent it to another client, or to none.
   */
  private async confirmDelivery(client: pg.Client): Promise<void> {
    const payload = `${this.heartbeatPrefix}${Date.now()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), HEARTBEAT_TIMEOUT_MS);
      this.awaited = { payload, heard: () => resolve(true) };
    });
    const sender = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: 10_000,
    });
    try {
      await sender.connect();
      await sender.query("SELECT pg_notify($1, $2)", [CACHE_TAGS_CHANNEL, payload]);
      if (await heard) return;
    } finally {
      clearTimeout(timer);
      this.awaited = null;
      await sender.end().catch(() => {});
    }
    if (await throughPooler(client)) throw new ChangeFeedThroughPoolerError();
    throw new Error("the change feed's first notification did not come back");
  }

  private heard(payload: string): void {
    // Every instance's heartbeats reach every instance: none of them is a change.
    if (!payload.startsWith(HEARTBEAT)) {
      this.events.onExpire(tagsOf(payload));
      return;
    }
    if (payload === this.pendingHeartbeat?.payload) this.pendingHeartbeat = null;
    if (payload === this.awaited?.payload) this.awaited.heard();
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
    if (error instanceof ChangeFeedThroughPoolerError)
      logger.error({ err: error }, "change feed refused: shared reads are not cached");
    else logger.warn({ err: error }, "change feed lost: shared reads are not cached until it reconnects");
    this.events.onListening(false);
    client.end().catch(() => {});
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => void this.connect().catch(() => {}), this.retryMs);
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
