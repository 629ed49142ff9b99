import net from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { observeExpiries } from "@/lib/cache/tags";
import { expireShownReports } from "@/lib/reports/shown";
import {
  CACHE_TAGS_CHANNEL,
  CHANGE_FEED_APPLICATION_NAME,
  ChangeFeed,
  ChangeFeedThroughPoolerError,
  tagPayloads,
} from "@/lib/db/change-feed";
import { startPgBouncer } from "../support/pgbouncer";
import { serverUrl } from "../support/test-database";

// How an instance hears the cache tags other instances expire (lib/db/change-feed.ts, started by
// lib/cache/feed.ts): each change is a pg_notify on "cache_tags" after its commit. While it cannot
// hear them (starting, connection lost, a heartbeat not heard back) it says so, and lib/cache keeps
// nothing. What Next then drops is proven against the built app (tests/system/scale-out.test.ts).

/** Polls until `check` holds; fails after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the tags a change expires", () => {
  it("a report's change expires its page and answer, its photos' and the lists", async () => {
    const expired: string[] = [];
    const stop = observeExpiries((tags) => expired.push(...tags));
    try {
      await expireShownReports(["r1"], ["p1"]);
    } finally {
      stop();
    }
    expect(expired.sort()).toEqual(["listed", "photo:p1", "report:r1"]);
  });

  it("many tags are sent in notifications under PostgreSQL's payload limit, none lost", () => {
    const tags = Array.from({ length: 2_000 }, (_, i) => `report:${crypto.randomUUID()}-${i}`);
    const payloads = tagPayloads(tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap((payload) => JSON.parse(payload) as string[])).toEqual(tags);
  });
});

// Other instances reach this one through PostgreSQL's notifications; the embedded database has one
// process, so these are defined only with a PostgreSQL server (TEST_DATABASE_URL, as in CI).
if (serverUrl())
  describe("the change feed (PostgreSQL)", () => {
    const feeds: ChangeFeed[] = [];
    const clients: pg.Client[] = [];
    afterEach(async () => {
      await Promise.all(feeds.splice(0).map((feed) => feed.stop()));
      await Promise.all(clients.splice(0).map((client) => client.end()));
    });

    async function otherInstance(): Promise<pg.Client> {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      clients.push(client);
      return client;
    }

    function listen(url = process.env.DATABASE_URL!) {
      const heard: string[][] = [];
      const listening: boolean[] = [];
      const feed = new ChangeFeed(url, {
        onExpire: (tags) => heard.push(tags),
        onListening: (now) => listening.push(now),
      });
      feeds.push(feed);
      return { feed, heard, listening };
    }

    it("hears the tags another instance expires; heartbeats are not changes; anything unreadable expires everything", async () => {
      const { feed, heard } = listen();
      await eventually(() => feed.listening);
      const other = await otherInstance();
      await other.query("SELECT pg_notify($1, $2)", [CACHE_TAGS_CHANNEL, "heartbeat:another-instance:1"]);
      await other.query("SELECT pg_notify($1, $2)", [
        CACHE_TAGS_CHANNEL,
        JSON.stringify(["listed", "report:r1"]),
      ]);
      await other.query("SELECT pg_notify($1, $2)", [CACHE_TAGS_CHANNEL, "not json"]);
      await eventually(() => heard.length >= 2);
      expect(heard).toEqual([["listed", "report:r1"], ["shared"]]);
    });

    it("says when it stops hearing (its connection killed) and when it hears again, by itself", async () => {
      const { feed, listening } = listen();
      await eventually(() => feed.listening);
      expect(listening).toEqual([true]);
      const other = await otherInstance();
      await other.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
        [CHANGE_FEED_APPLICATION_NAME],
      );
      await eventually(() => listening.includes(false));
      await eventually(() => feed.listening && listening.at(-1) === true, 10_000);
      expect(listening).toEqual([true, false, true]);
    });

    it("a connection that stays open but hears nothing stops counting as listening (heartbeat)", async () => {
      // A TCP relay to PostgreSQL that, once cut, swallows the server's bytes: a half-open socket.
      const target = new URL(process.env.DATABASE_URL!);
      let cut = false;
      const relay = net.createServer((inbound) => {
        const outbound = net.connect(Number(target.port || 5432), target.hostname);
        inbound.on("data", (chunk) => outbound.write(chunk));
        outbound.on("data", (chunk) => !cut && inbound.write(chunk));
        const close = () => (inbound.destroy(), outbound.destroy());
        inbound.on("error", close).on("close", close);
        outbound.on("error", close).on("close", close);
      });
      await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
      try {
        const viaRelay = new URL(target);
        viaRelay.hostname = "127.0.0.1";
        viaRelay.port = String((relay.address() as net.AddressInfo).port);
        const { feed, listening } = listen(viaRelay.toString());
        await eventually(() => feed.listening);
        cut = true;
        await eventually(() => !feed.listening, 15_000);
        expect(listening).toContain(false);
      } finally {
        relay.close();
      }
    }, 30_000);

    it("through PgBouncer in transaction mode it never counts as listening, and says a pooler is in the way", async () => {
      const bouncer = await startPgBouncer(process.env.DATABASE_URL!, "transaction");
      try {
        const { feed, listening } = listen(bouncer.url(process.env.DATABASE_URL!));
        await expect(feed.started).rejects.toBeInstanceOf(ChangeFeedThroughPoolerError);
        expect(feed.listening).toBe(false);
        expect(listening).not.toContain(true);
        await feed.stop();
      } finally {
        await bouncer.stop();
      }
    });

    it("through PgBouncer in session mode it hears the others, as directly", async () => {
      const bouncer = await startPgBouncer(process.env.DATABASE_URL!, "session");
      try {
        const { feed, heard } = listen(bouncer.url(process.env.DATABASE_URL!));
        await feed.started;
        expect(feed.listening).toBe(true);
        const other = await otherInstance();
        await other.query("SELECT pg_notify($1, $2)", [CACHE_TAGS_CHANNEL, JSON.stringify(["listed"])]);
        await eventually(() => heard.length > 0);
        expect(heard).toEqual([["listed"]]);
        await feed.stop();
      } finally {
        await bouncer.stop();
      }
    });
  });
