import net from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { CHANGE_FEED_APPLICATION_NAME, ChangeFeed } from "@/lib/db/change-feed";
import {
  encryptSecret,
  readIntegrationSecrets,
  storeIntegrationSecret,
} from "@/lib/config/integration-secrets";
import { authorizePhoto } from "@/lib/photos";
import { activeHeroImages, activeReviews } from "@/lib/home/content";
import { getPrompts, savePrompts, seedDefaultPrompts } from "@/lib/prompts";
import { findReportToShow, hasListedReports, publicReportsPage, viewReport } from "@/lib/reports/queries";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";
import { makePhoto, makeReport, makeUser } from "../support/factories";
import { statementsOf } from "../support/statements";
import { serverUrl } from "../support/test-database";

// Shared reads (a report, the gallery, a photo's access row) come from memory until anything they
// depend on is written: by this process at once, by others when PostgreSQL's notification arrives
// (lib/db/read-cache.ts, lib/db/change-feed.ts). These tests change rows and read them back.

const gallery = () => publicReportsPage({ skip: 0, limit: GALLERY_PAGE_SIZE });
const galleryIds = async () => (await gallery()).map((card) => card.id);
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );

/** Polls until `check` holds; fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until `read` answers from memory and stays so for a moment: on PostgreSQL the notification
 * of the test's own last write comes back a few milliseconds after it and drops the cache once more.
 */
async function steadilyCached(read: () => Promise<unknown>): Promise<void> {
  await eventually(async () => {
    const first = await read();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The same object: from memory.
    return first !== null && first === (await read());
  });
}

/** Waits until reads are being kept (on PostgreSQL: once the change feed listens), and proves it. */
const cacheWarm = (reportId: string) => steadilyCached(() => findReportToShow(reportId));

describe("cached reads, written through this process", () => {
  it("a report made private is 404 to a visitor on the very next read, its photo too", async () => {
    const photoId = await makePhoto();
    const report = await makeReport({ photoIds: [photoId] });
    await cacheWarm(report.id);
    expect((await authorizePhoto(photoId, null, undefined)).access).toBe("public");

    await db.report.update({ where: { id: report.id }, data: { privacySetting: "private" } });

    expect(await status(viewReport(report.id, null, undefined))).toBe(404);
    expect(await status(authorizePhoto(photoId, null, undefined))).toBe(404);
  });

  it("a report that turns public shows in the gallery and the header's check at once", async () => {
    const owner = await makeUser();
    const report = await makeReport({ userId: owner.id, privacySetting: "private" });
    await cacheWarm(report.id);
    expect(await galleryIds()).not.toContain(report.id);

    await db.report.update({ where: { id: report.id }, data: { privacySetting: "public" } });
    expect(await galleryIds()).toContain(report.id);
    expect(await hasListedReports()).toBe(true);
  });

  it("blocking the owner hides the report at once", async () => {
    const owner = await makeUser();
    const report = await makeReport({ userId: owner.id });
    await cacheWarm(report.id);
    expect(await galleryIds()).toContain(report.id);

    await db.user.update({ where: { id: owner.id }, data: { blocked: true } });
    expect(await status(viewReport(report.id, null, undefined))).toBe(404);
    expect(await galleryIds()).not.toContain(report.id);
  });

  it("a listed report leaves the gallery when it expires, with no write", async () => {
    const report = await makeReport({ expiresAt: new Date(Date.now() + 1_500) });
    await cacheWarm(report.id);
    expect(await galleryIds()).toContain(report.id);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await galleryIds()).not.toContain(report.id);
    expect(await status(viewReport(report.id, null, undefined))).toBe(404);
  });
});

describe("the prompts and the providers' keys, read by every analysis and e-mailed code", () => {
  /**
   * Waits until reads are kept, has `read` store its rows, and proves it answers from memory even
   * after a report was written meanwhile (as under load, every few milliseconds), the way an
   * analysis writes one: in a transaction that first locks its owner's row, then counts a visitor's
   * summary and takes credits in raw SQL.
   */
  async function keptInMemory(read: () => Promise<unknown>): Promise<void> {
    await cacheWarm((await makeReport()).id);
    await read();
    const owner = await makeUser();
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${owner.id}::uuid FOR UPDATE`;
      await tx.$queryRaw`INSERT INTO rate_limit_counters (key, count, expires_at)
        VALUES (${`test:${owner.id}`}, 1, now() + interval '1 day') RETURNING count`;
      await tx.$queryRaw`UPDATE "users" SET credits = credits WHERE id = ${owner.id}::uuid RETURNING credits`;
      await tx.report.create({
        data: {
          userId: owner.id,
          title: "t",
          reportType: "summary",
          privacySetting: "public",
          content: {},
          charge: "free_summary",
        },
      });
    });
    // On PostgreSQL the report's notification comes back a few milliseconds later: let it land.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { texts } = await statementsOf(read);
    // (The change feed's own heartbeat is not a read.)
    expect(texts.filter((text) => !text.includes("pg_notify"))).toEqual([]);
  }

  it("are read from memory, and a prompt saved in the console is the one the very next read gives", async () => {
    await keptInMemory(getPrompts);
    const before = await getPrompts();

    await savePrompts({ ...before, summary_prompt: "Summarise the photo in plain words." });

    expect((await getPrompts()).summary_prompt).toBe("Summarise the photo in plain words.");
  });

  it("a raw statement in a transaction that writes them is seen by the very next read", async () => {
    await seedDefaultPrompts();
    await keptInMemory(getPrompts);

    await db.$transaction(async (tx) => {
      await tx.$queryRaw`UPDATE prompts SET content = ${"Rewritten in SQL"} WHERE key = 'summary_prompt' RETURNING key`;
    });
    expect((await getPrompts()).summary_prompt).toBe("Rewritten in SQL");

    // A statement whose table is not read off its start may write any: everything goes.
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`WITH changed AS (
        UPDATE prompts SET content = ${"Rewritten again"} WHERE key = 'summary_prompt' RETURNING key
      ) SELECT key FROM changed`;
    });
    expect((await getPrompts()).summary_prompt).toBe("Rewritten again");
  });

  it("a key stored or removed in the console is the one the very next read gives", async () => {
    await storeIntegrationSecret("resend", "api_key", "re_first");
    await keptInMemory(() => readIntegrationSecrets("resend"));
    expect(await readIntegrationSecrets("resend")).toEqual({ api_key: "re_first" });

    await storeIntegrationSecret("resend", "api_key", "re_second");
    expect(await readIntegrationSecrets("resend")).toEqual({ api_key: "re_second" });

    await db.integrationSecret.deleteMany({ where: { service: "resend" } });
    expect(await readIntegrationSecrets("resend")).toEqual({});
  });
});

// Writes by other processes reach this one through PostgreSQL's notifications, and a read can run
// beside a transaction only with a second connection; the embedded database has one connection and
// one process, so these are defined only with a PostgreSQL server (TEST_DATABASE_URL, as in CI).
if (serverUrl())
  describe("cached reads beside other connections (PostgreSQL)", () => {
    const clients: pg.Client[] = [];
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.end()));
    });

    /** Runs `sql` with the table's notification trigger off: a change no process is told of. */
    async function silently(client: pg.Client, sql: string, values: unknown[]): Promise<void> {
      await client.query("BEGIN");
      await client.query("ALTER TABLE reports DISABLE TRIGGER reports_cached_reads");
      await client.query(sql, values);
      await client.query("ALTER TABLE reports ENABLE TRIGGER reports_cached_reads");
      await client.query("COMMIT");
    }

    async function otherProcess(): Promise<pg.Client> {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      clients.push(client);
      return client;
    }

    it("a read made while a transaction is writing does not outlive the commit", async () => {
      const report = await makeReport();
      // Without the trigger's notification, only this process's own bookkeeping can drop the cache.
      await db.$executeRawUnsafe("ALTER TABLE reports DISABLE TRIGGER reports_cached_reads");
      onTestFinished(async () => {
        await db.$executeRawUnsafe("ALTER TABLE reports ENABLE TRIGGER reports_cached_reads");
      });
      await cacheWarm(report.id);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));

      const transaction = db.$transaction(async (tx) => {
        await tx.report.update({ where: { id: report.id }, data: { privacySetting: "private" } });
        written();
        await held;
      });
      await wrote;
      // Not committed yet: a visitor still sees it, and that read is stored again.
      expect(await status(viewReport(report.id, null, undefined))).toBe(200);
      release();
      await transaction;

      expect(await status(viewReport(report.id, null, undefined))).toBe(404);
    });

    it("with CHANGE_FEED_URL=off nothing is kept", async () => {
      const report = await makeReport();
      await cacheWarm(report.id);
      process.env.CHANGE_FEED_URL = "off";
      resetEnv();
      onTestFinished(() => {
        delete process.env.CHANGE_FEED_URL;
        resetEnv();
      });
      const first = await findReportToShow(report.id);
      expect(first).toEqual(await findReportToShow(report.id));
      expect(first).not.toBe(await findReportToShow(report.id));
    });

    it("a report made private by another connection is 404 here once the notification arrives", async () => {
      const report = await makeReport();
      await cacheWarm(report.id);
      const other = await otherProcess();
      // With the trigger off, the change is silent: this process keeps answering from memory.
      await silently(other, "UPDATE reports SET title = 'Changed silently' WHERE id = $1", [report.id]);
      expect((await viewReport(report.id, null, undefined)).title).toBe("Mild Facial Acne");

      const sent = Date.now();
      await other.query("UPDATE reports SET privacy_setting = 'private' WHERE id = $1", [report.id]);
      await eventually(async () => (await status(viewReport(report.id, null, undefined))) === 404, 2_000);
      expect(Date.now() - sent).toBeLessThan(2_000);
    });

    it("a prompt or a key changed by another connection is read here once the notification arrives", async () => {
      await seedDefaultPrompts();
      await storeIntegrationSecret("openai", "api_key", "sk-before");
      await cacheWarm((await makeReport()).id);
      expect((await readIntegrationSecrets("openai")).api_key).toBe("sk-before");
      expect((await getPrompts()).summary_prompt).not.toBe("Changed elsewhere");
      const other = await otherProcess();

      await other.query("UPDATE prompts SET content = 'Changed elsewhere' WHERE key = 'summary_prompt'");
      await other.query(
        "UPDATE integration_secrets SET ciphertext = $1 WHERE service = 'openai' AND name = 'api_key'",
        [encryptSecret("sk-after")],
      );

      await eventually(async () => (await getPrompts()).summary_prompt === "Changed elsewhere", 2_000);
      await eventually(async () => (await readIntegrationSecrets("openai")).api_key === "sk-after", 2_000);
    });

    it("the home page's hero images and reviews are kept, and a change by another connection is read here once the notification arrives", async () => {
      const photoId = await makePhoto((await makeUser()).id);
      const hero = await db.heroImage.create({ data: { photoId, title: "Hero", altText: "Before" } });
      const review = await db.review.create({ data: { name: "Ana", quote: "Before" } });
      await cacheWarm((await makeReport()).id);
      await steadilyCached(activeHeroImages);
      await steadilyCached(activeReviews);
      const other = await otherProcess();

      await other.query("UPDATE hero_images SET alt_text = 'After' WHERE id = $1", [hero.id]);
      await other.query("UPDATE reviews SET quote = 'After' WHERE id = $1", [review.id]);

      const altOf = async () =>
        (await activeHeroImages()).hero_images.find((h) => h.id === hero.id)?.alt_text;
      const quoteOf = async () => (await activeReviews()).reviews.find((r) => r.id === review.id)?.quote;
      await eventually(async () => (await altOf()) === "After", 2_000);
      await eventually(async () => (await quoteOf()) === "After", 2_000);
    });

    it("keeps the gallery's own pages only: another skip or limit is read afresh", async () => {
      const report = await makeReport();
      await cacheWarm(report.id);
      const titleIn = async (page: { skip: number; limit: number }) =>
        (await publicReportsPage(page)).find((card) => card.id === report.id)?.title;
      const odd = { skip: 0, limit: GALLERY_PAGE_SIZE - 1 };
      await steadilyCached(gallery);
      expect(await titleIn({ skip: 0, limit: GALLERY_PAGE_SIZE })).toBe("Mild Facial Acne");
      expect(await titleIn(odd)).toBe("Mild Facial Acne");
      const other = await otherProcess();
      await silently(other, "UPDATE reports SET title = 'Changed silently' WHERE id = $1", [report.id]);
      expect(await titleIn({ skip: 0, limit: GALLERY_PAGE_SIZE })).toBe("Mild Facial Acne");
      expect(await titleIn(odd)).toBe("Changed silently");
    });

    it("while the notifications connection is down nothing is kept, and it comes back by itself", async () => {
      const report = await makeReport();
      await cacheWarm(report.id);
      const other = await otherProcess();
      await other.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
        [CHANGE_FEED_APPLICATION_NAME],
      );
      // A silent change is seen at once: nothing is answered from memory while not listening.
      await eventually(async () => {
        const title = `Silent ${Date.now()}`;
        await silently(other, "UPDATE reports SET title = $2 WHERE id = $1", [report.id, title]);
        return (await viewReport(report.id, null, undefined)).title === title;
      });
      // The feed reconnects and reads are kept again.
      await cacheWarm(report.id);
      await silently(other, "UPDATE reports SET title = 'Unseen' WHERE id = $1", [report.id]);
      expect((await viewReport(report.id, null, undefined)).title).not.toBe("Unseen");
    });

    it("a feed whose connection stays open but hears nothing stops trusting itself (heartbeat)", async () => {
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
      const viaRelay = new URL(target);
      viaRelay.hostname = "127.0.0.1";
      viaRelay.port = String((relay.address() as net.AddressInfo).port);
      let changes = 0;
      const feed = new ChangeFeed(viaRelay.toString(), { onChange: () => changes++ });
      try {
        await eventually(async () => feed.listening);
        const other = await otherProcess();
        // Another instance's heartbeat is not a change; a table's notification is.
        const before = changes;
        await other.query("SELECT pg_notify('cached_reads', 'heartbeat:another-instance:1')");
        await other.query("SELECT pg_notify('cached_reads', 'reports')");
        await eventually(async () => changes > before);
        expect(changes).toBe(before + 1);

        cut = true;
        await eventually(async () => !feed.listening, 15_000);
      } finally {
        await feed.stop();
        relay.close();
      }
    }, 30_000);
  });
