import { createHash, createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { GetObjectCommand, NoSuchKey, S3Client } from "@aws-sdk/client-s3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutCompletedEvent } from "@/lib/billing/simulated-events";
import { applyPendingMigrations } from "@/lib/db/migrations";
import { createAppDatabase, startBuiltApp, type AppDatabase, type BuiltApp } from "../support/built-app";
import { jpegImage, uploadForm } from "../support/images";
import { startNginx, type Nginx } from "../support/nginx";
import { startPgBouncer, type PgBouncer } from "../support/pgbouncer";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { S3RVER_ACCESS_KEY_ID, S3RVER_SECRET_ACCESS_KEY, startS3rver, type S3rver } from "../support/s3rver";
import { serverUrl } from "../support/test-database";
import { sseEvents, type SseEvent } from "../support/sse";

// Two `next start` instances on one PostgreSQL database, behind Debian's nginx (deploy/nginx.conf),
// with photo bytes in a bucket of s3rver (a real S3-compatible server) and their queries through
// Debian's PgBouncer in transaction mode, each change feed connected directly: whatever instance a
// request reaches, the product behaves as on one instance. Run after `npx next build`.

const PORT_A = 3501;
const PORT_B = 3502;
const PORT_C = 3503;
const NGINX_PORT = 3550;
const BUCKET = "skinsight-test";
const ENCRYPTION_KEY = "system-test-encryption-key";
// Both timers fire at about the same moment, this long after the first instance starts (see
// beforeAll): after both serve and the first test has made the report that expires.
const SWEEP_AT_SECONDS = 45;

// Two processes cannot share the embedded database: without TEST_DATABASE_URL the instances share a
// PostgreSQL cluster of the test's own.
const PRIVATE_POSTGRES_PORT = 3570;
let privatePostgres: PrivatePostgres | undefined;

let s3: S3rver;
let bucket: S3Client;
let pgbouncer: PgBouncer;
let database: AppDatabase;
let sql: pg.Client;
let a: BuiltApp;
let b: BuiltApp;
let nginx: Nginx;
const instances = () => ({ a: a.url, b: b.url, nginx: nginx.url });

/** Queries through PgBouncer, the change feed straight to PostgreSQL (docs/scaling.md). */
const appEnv = (sweepDelaySeconds: number): Record<string, string> => ({
  TRUSTED_PROXY_HOPS: "1",
  LOG_LEVEL: "info",
  ENCRYPTION_KEY,
  DATABASE_URL: pgbouncer.url(database.databaseUrl!),
  CHANGE_FEED_URL: database.databaseUrl!,
  MIGRATE_ON_START: "false",
  STORAGE: "s3",
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3.url,
  S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
  S3_FORCE_PATH_STYLE: "true",
  RETENTION_SWEEP_FIRST_DELAY_SECONDS: String(sweepDelaySeconds),
});

/** An object's bytes as s3rver holds them, or undefined when there is none. */
async function storedObject(key: string): Promise<Buffer | undefined> {
  try {
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

beforeAll(async () => {
  s3 = await startS3rver(BUCKET);
  bucket = new S3Client({
    endpoint: s3.url,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_ACCESS_KEY_ID, secretAccessKey: S3RVER_SECRET_ACCESS_KEY },
  });
  let server = serverUrl() ?? null;
  if (!server) {
    privatePostgres = startPrivatePostgres(PRIVATE_POSTGRES_PORT);
    server = privatePostgres.url;
  }
  database = await createAppDatabase(server);
  sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
  // Migrations as a release step on a direct connection (docs/scaling.md): Prisma Migrate holds a
  // session lock, which a transaction-mode pooler would leave on whichever server session ran it.
  await applyPendingMigrations(new PrismaPg({ connectionString: database.databaseUrl }));
  pgbouncer = await startPgBouncer(database.databaseUrl!, "transaction");
  const started = Date.now();
  a = await startBuiltApp({ port: PORT_A, database, env: appEnv(SWEEP_AT_SECONDS) });
  const elapsed = Math.round((Date.now() - started) / 1000);
  b = await startBuiltApp({ port: PORT_B, database, env: appEnv(Math.max(1, SWEEP_AT_SECONDS - elapsed)) });
  nginx = await startNginx(NGINX_PORT, [`127.0.0.1:${PORT_A}`, `127.0.0.1:${PORT_B}`]);
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await pgbouncer?.stop();
  await sql?.end();
  await database?.drop();
  privatePostgres?.destroy();
  bucket?.destroy();
  await s3?.stop();
});

/** A client address of its own for calls straight to an instance (which trusts one proxy hop). */
const clientAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

async function api(base: string, path: string, init: RequestInit & { json?: unknown; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  if (init.ip) headers.set("x-forwarded-for", init.ip);
  const res = await fetch(`${base}${path}`, {
    ...init,
    method: init.method ?? (init.json !== undefined || init.body ? "POST" : "GET"),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function latestCode(base: string, email: string): Promise<string> {
  const { body } = await api(base, `/api/dev/verification-codes?email=${encodeURIComponent(email)}`);
  const codes = body.codes as { code: string; purpose: string }[];
  return codes[0]!.code;
}

/** Signs in with the code sent through `sendVia`, verified through `verifyVia`. */
async function signIn(sendVia: string, verifyVia: string, email = `scale-${randomUUID()}@example.com`) {
  const ip = clientAddress();
  const sent = await api(sendVia, "/api/auth/send-login-code", { json: { email }, ip });
  expect(sent.status).toBe(200);
  const code = await latestCode(sendVia, email);
  const verified = await api(verifyVia, "/api/auth/verify-login-code", {
    json: { email, code, token: sent.body.token },
    ip,
  });
  expect(verified.status).toBe(200);
  return {
    email,
    token: verified.body.access_token as string,
    setCookie: verified.headers.get("set-cookie") ?? "",
  };
}

async function uploadPhoto(base: string, token: string, size = { width: 64, height: 48 }) {
  const jpeg = await jpegImage(size);
  const res = await api(base, "/api/photos/upload", {
    body: uploadForm([{ bytes: jpeg, name: "arm.jpg", type: "image/jpeg" }]),
    headers: bearer(token),
    ip: clientAddress(),
  });
  expect(res.status).toBe(200);
  return (res.body.photo_ids as string[])[0]!;
}

async function one<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await sql.query<T>(text, values);
  return rows[0]!;
}

/** How long an instance keeps an idle keep-alive connection open after answering on it. */
function idleCloseAfterMs(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answeredAt = 0;
    socket.setTimeout(90_000, () => {
      socket.destroy();
      reject(new Error("the instance kept an idle connection open for 90 s"));
    });
    socket.on("connect", () =>
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n"),
    );
    socket.on("data", () => (answeredAt = Date.now()));
    socket.on("close", () =>
      answeredAt ? resolve(Date.now() - answeredAt) : reject(new Error("no answer")),
    );
    socket.on("error", reject);
  });
}

/** A user's summary report made through A, with a way for them to change its privacy. */
async function reportMadeOnA() {
  const user = await signIn(a.url, a.url);
  const photoId = await uploadPhoto(a.url, user.token);
  const made = await api(a.url, "/api/analysis/summary", {
    json: { photo_ids: [photoId] },
    headers: bearer(user.token),
    ip: clientAddress(),
  });
  expect(made.status).toBe(200);
  const reportId = String(made.body.report_id);
  const share = (privacy: string) =>
    api(a.url, `/api/reports/${reportId}/share`, {
      method: "POST",
      json: { privacy_setting: privacy },
      headers: bearer(user.token),
    });
  return { user, photoId, reportId, share };
}

describe("two instances behind nginx on one database", () => {
  let expiredReportId: string;
  let expiredPhotoKey: string;

  it("a photo uploaded through one instance is served by the other, its bytes in the bucket", async () => {
    const databaseName = new URL(database.databaseUrl!).pathname.slice(1);
    const pooled = await pgbouncer.transactions(databaseName);
    const user = await signIn(a.url, a.url);
    // Large enough for nginx to compress its JSON (gzip_min_length).
    const photoId = await uploadPhoto(a.url, user.token, { width: 640, height: 480 });
    // The instances' queries go through PgBouncer.
    expect(await pgbouncer.transactions(databaseName)).toBeGreaterThan(pooled);
    const blob = await one<{ storage_key: string; has_data: boolean }>(
      `SELECT b.storage_key, b.data IS NOT NULL AS has_data FROM photos p JOIN stored_blobs b ON b.id = p.blob_id WHERE p.id = $1`,
      [photoId],
    );
    expect(blob.has_data).toBe(false);
    const object = await storedObject(blob.storage_key);
    expect(object).toBeDefined();
    for (const base of [b.url, nginx.url]) {
      const served = await api(base, `/api/photos/${photoId}`, {
        headers: { ...bearer(user.token), "accept-encoding": "gzip" },
      });
      expect(served.status).toBe(200);
      expect(Buffer.from(String(served.body.base64_data), "base64").equals(object!)).toBe(true);
      // nginx compresses it for clients that accept it.
      expect(served.headers.get("content-encoding")).toBe(base === nginx.url ? "gzip" : null);
    }

    // The report the retention sweep will delete later in this file: made through B, already expired.
    const report = await api(b.url, "/api/analysis/summary", {
      json: { photo_ids: [photoId] },
      headers: bearer(user.token),
      ip: clientAddress(),
    });
    expect(report.status).toBe(200);
    expiredReportId = String(report.body.report_id);
    await sql.query(`UPDATE reports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      expiredReportId,
    ]);
    expiredPhotoKey = blob.storage_key;
    // The sweep is due later: the report must be expired before either instance sweeps.
    expect(a.output() + b.output(), "the instances took too long to start").not.toContain(
      '"msg":"retention sweep',
    );
  });

  it("a sign-in code sent through one instance is accepted by the other, and the session works on both", async () => {
    const user = await signIn(a.url, b.url);
    const cookie = user.setCookie.split(";")[0]!;
    for (const base of Object.values(instances())) {
      const byCookie = await api(base, "/api/user/profile", { headers: { cookie } });
      expect(byCookie.status).toBe(200);
      expect(byCookie.body.email).toBe(user.email);
      expect((await api(base, "/api/user/profile", { headers: bearer(user.token) })).status).toBe(200);
    }
  });

  it("signing out everywhere on one instance ends the session on the other", async () => {
    const user = await signIn(b.url, a.url);
    expect((await api(b.url, "/api/user/profile", { headers: bearer(user.token) })).status).toBe(200);
    const out = await api(a.url, "/api/auth/logout-all", { method: "POST", headers: bearer(user.token) });
    expect(out.status).toBe(200);
    expect((await api(b.url, "/api/user/profile", { headers: bearer(user.token) })).status).toBe(401);
  });

  it("code sends are counted across both instances: the sixth to one address is refused wherever it lands", async () => {
    const email = `limit-${randomUUID()}@example.com`;
    const ip = clientAddress();
    const send = (base: string) => api(base, "/api/auth/send-login-code", { json: { email }, ip });
    for (const base of [a.url, a.url, a.url, b.url, b.url]) expect((await send(base)).status).toBe(200);
    const refusedOnA = await send(a.url);
    const refusedOnB = await send(b.url);
    expect(refusedOnA.status).toBe(429);
    expect(refusedOnB.status).toBe(429);
    expect(Number(refusedOnB.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("through nginx the client's address is the one nginx saw, whatever the client wrote", async () => {
    // Both instances count this client by nginx's X-Forwarded-For entry (127.0.0.1), so a
    // spoofed header neither splits nor escapes the count.
    const email = `proxy-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api(nginx.url, "/api/auth/send-login-code", {
        json: { email },
        headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const counted = await one<{ keys: string[] }>(
      `SELECT array_agg(key) AS keys FROM rate_limit_counters WHERE key LIKE $1`,
      [`%${email}%`],
    );
    expect(counted.keys.join(" ")).toContain("127.0.0.1");
    expect(counted.keys.join(" ")).not.toContain("203.0.113.");
  });

  it("a report made private through one instance stops being served by the other, which had it in memory", async () => {
    const { user, photoId, reportId, share } = await reportMadeOnA();
    expect((await share("public")).status).toBe(200);
    const galleryOnB = async () =>
      ((await api(b.url, "/api/reports/public?limit=50")).body as unknown as { id: string }[]).map(
        (card) => card.id,
      );
    const visitorPage = (base: string, init: RequestInit = {}) =>
      fetch(`${base}/reports/${reportId}`, { ...init, redirect: "manual" });
    // B reads it twice: from then on the rows come from Next's cache (lib/cache/shared-reads.ts), and
    // the page is served as Next kept it, without rendering.
    for (let i = 0; i < 2; i++) {
      expect((await api(b.url, `/api/reports/${reportId}`)).status).toBe(200);
      expect((await api(b.url, `/api/photos/${photoId}`)).status).toBe(200);
      expect(await galleryOnB()).toContain(reportId);
      const page = await visitorPage(b.url);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-nextjs-cache")).toBe(i === 0 ? "MISS" : "HIT");
      expect(page.headers.get("cache-control")).toContain("no-store");
      // No hash of the whole page on each answer: a no-store page is never revalidated.
      expect(page.headers.get("etag")).toBeNull();
      const html = await page.text();
      expect(html).toContain("AI skin analysis report by SkinSight");
      // The site's footer once in the markup and once in React's payload: no 404 page's frame
      // rides along (app/[locale]/not-found.tsx). (The footer's words, in the payload's messages,
      // name it too: the element is what is counted.)
      expect(html.split("<footer").length - 1).toBe(1);
      expect(html.split('\\"$\\",\\"footer\\"').length - 1).toBe(1);
    }
    // A sign-up on B changes nothing the page shows: it stays. A signed-in viewer gets the same page.
    await signIn(b.url, b.url);
    expect((await visitorPage(b.url)).headers.get("x-nextjs-cache")).toBe("HIT");
    const signedInCookie = user.setCookie.split(";")[0]!;
    expect(
      (await visitorPage(b.url, { headers: { cookie: signedInCookie } })).headers.get("x-nextjs-cache"),
    ).toBe("HIT");

    expect((await share("private")).status).toBe(200);
    const changed = Date.now();
    // PostgreSQL's notification reaches B within milliseconds of the commit; allow a loaded machine.
    while ((await api(b.url, `/api/reports/${reportId}`)).status !== 404) {
      expect(Date.now() - changed).toBeLessThan(1_000);
    }
    expect((await api(b.url, `/api/photos/${photoId}`)).status).toBe(404);
    expect(await galleryOnB()).not.toContain(reportId);
    expect((await visitorPage(b.url)).status).toBe(404);
    // Its owner, signed in, still sees it: that page reads the session and is never shared.
    const own = await visitorPage(b.url, { headers: { cookie: signedInCookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("x-nextjs-cache")).toBeNull();
    expect(await own.text()).toContain("AI skin analysis report by SkinSight");
    expect((await visitorPage(b.url, { headers: bearer(user.token) })).status).toBe(200);
    // Someone else, signed in, gets the 404 with its status.
    const stranger = await signIn(b.url, b.url);
    expect((await visitorPage(b.url, { headers: bearer(stranger.token) })).status).toBe(404);
  });

  it("a public photo is cacheable with an ETag on any instance, and only while it is public", async () => {
    const { user, photoId, share } = await reportMadeOnA();
    expect((await share("public")).status).toBe(200);
    const get = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${b.url}${path}`, init);
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const forms = [
      { path: `/api/photos/${photoId}`, type: "application/json" },
      { path: `/api/photos/${photoId}/image?w=320`, type: "image/jpeg" },
    ];
    for (const form of forms) {
      const open = await get(form.path);
      expect(open.status).toBe(200);
      expect(open.headers.get("content-type")).toBe(form.type);
      expect(open.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
      expect(open.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      for (const name of [
        "content-security-policy",
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
        "permissions-policy",
      ])
        expect(open.headers.get(name), name).not.toBeNull();

      // A copy the caller holds is confirmed without the bytes.
      const etag = open.headers.get("etag")!;
      expect(etag).toMatch(/^"/);
      const confirmed = await get(form.path, { headers: { "if-none-match": etag } });
      expect(confirmed.status).toBe(304);
      expect(confirmed.headers.get("etag")).toBe(etag);
      expect(confirmed.bytes.byteLength).toBe(0);

      // Credentials are judged, good or bad.
      expect((await get(form.path, { headers: bearer(user.token) })).status).toBe(200);
      expect((await get(form.path, { headers: bearer("not-a-token") })).status).toBe(401);
      expect((await get(form.path, { headers: { cookie: "next-auth.session-token=forged" } })).status).toBe(
        401,
      );
    }

    // Made private through A: B's next anonymous answers are 404s, its owner's private.
    expect((await share("private")).status).toBe(200);
    const changed = Date.now();
    for (const form of forms) {
      while ((await get(form.path)).status !== 404) expect(Date.now() - changed).toBeLessThan(1_000);
      const hidden = await get(form.path);
      expect(JSON.parse(hidden.bytes.toString())).toEqual({ detail: "Photo not found" });
      const own = await get(form.path, { headers: bearer(user.token) });
      expect(own.status).toBe(200);
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      expect(own.headers.get("etag")).toBeNull();
    }
  });

  it("the home page and gallery a visitor gets are kept across other writes, and drop a report made private at once", async () => {
    const { user, reportId, share } = await reportMadeOnA();
    const link = `href="/reports/${reportId}"`;
    expect((await share("public")).status).toBe(200);
    const admin = await signIn(a.url, a.url, "admin@example.com");
    const featured = await api(a.url, `/api/admin/reports/${reportId}/feature`, {
      method: "POST",
      headers: bearer(admin.token),
    });
    expect(featured.body).toMatchObject({ featured: true });
    const visit = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${b.url}${path}`, { ...init, redirect: "manual" });
      return {
        status: res.status,
        cache: res.headers.get("x-nextjs-cache"),
        headers: res.headers,
        html: await res.text(),
      };
    };
    const pages = ["/", "/gallery"];
    // B renders each once the notification of the change has arrived, then serves it from memory
    // (a request that arrives while the render is still being stored shares that render). The first
    // render of a page on an instance also loads its code: a loaded machine may take seconds.
    for (const path of pages) {
      const since = Date.now();
      let page = await visit(path);
      while (!page.html.includes(link) || page.cache !== "HIT") {
        expect(
          Date.now() - since,
          `${path}: ${page.cache}, shows it: ${page.html.includes(link)}; B: ${b
            .output()
            .split("\n")
            .filter((l) => /feed|error/i.test(l))
            .slice(-5)
            .join(" | ")}`,
        ).toBeLessThan(5_000);
        page = await visit(path);
      }
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toContain("no-store");
    }

    // A sign-up on B changes nothing these pages show: they stay.
    await signIn(b.url, b.url);
    for (const path of pages) {
      const kept = await visit(path);
      expect({ cache: kept.cache, shows: kept.html.includes(link) }).toEqual({ cache: "HIT", shows: true });
    }

    expect((await share("private")).status).toBe(200);
    const changed = Date.now();
    for (const path of pages) {
      while ((await visit(path)).html.includes(link)) expect(Date.now() - changed).toBeLessThan(1_000);
    }
    // Its owner, signed in, gets the same kept page; the header asks who is looking after load.
    const cookie = user.setCookie.split(";")[0]!;
    const own = await visit("/", { headers: { cookie } });
    expect(own.status).toBe(200);
    expect(own.cache).toBe("HIT");
    expect((await api(b.url, "/api/auth/viewer", { headers: { cookie } })).body).toEqual({
      signed_in: true,
      is_admin: false,
      subscribed: false,
    });
    expect((await api(b.url, "/api/auth/viewer")).body).toMatchObject({ signed_in: false });
  });

  it("settings saved in the console through one instance reach the pages the other keeps at once (prices on the home and pricing pages, retention in the privacy policy)", async () => {
    const visit = async (path: string) => {
      const res = await fetch(`${b.url}${path}`, { redirect: "manual" });
      return { cache: res.headers.get("x-nextjs-cache"), html: await res.text() };
    };
    // What each page shows of the new settings.
    const shows = { "/": "€12.34", "/pricing": "€12.34", "/privacy": "for 45 days" };
    for (const path of [...Object.keys(shows), "/terms"]) {
      const since = Date.now();
      while ((await visit(path)).cache !== "HIT") expect(Date.now() - since).toBeLessThan(2_000);
    }
    for (const [path, text] of Object.entries(shows)) expect((await visit(path)).html).not.toContain(text);

    const admin = await signIn(a.url, a.url, "admin@example.com");
    const before = (await api(a.url, "/api/admin/settings", { headers: bearer(admin.token) })).body;
    const save = (settings: Record<string, unknown>) =>
      api(a.url, "/api/admin/settings", { method: "POST", json: settings, headers: bearer(admin.token) });
    const saved = await save({
      ...before,
      credit_prices: { "1_credit": 12.34, "3_credits": 19.99, "10_credits": 79.99 },
      free_report_retention_days: 45,
    });
    expect(saved.status).toBe(200);
    try {
      const changed = Date.now();
      for (const [path, text] of Object.entries(shows)) {
        // PostgreSQL's notification reaches B within milliseconds of the save; allow a loaded machine.
        while (!(await visit(path)).html.includes(text)) expect(Date.now() - changed).toBeLessThan(1_000);
        // Kept again, under the new settings.
        const again = Date.now();
        let page = await visit(path);
        while (page.cache !== "HIT") {
          expect(Date.now() - again).toBeLessThan(2_000);
          page = await visit(path);
        }
        expect(page.html).toContain(text);
      }
    } finally {
      expect((await save(before)).status).toBe(200);
    }
  });

  it("the same analysis sent with one Idempotency-Key to both instances at once makes one report", async () => {
    const user = await signIn(a.url, a.url);
    const photoId = await uploadPhoto(b.url, user.token);
    const key = randomUUID();
    const ip = clientAddress();
    const answers = await Promise.all(
      [a.url, b.url].map((base) =>
        api(base, "/api/analysis/summary", {
          json: { photo_ids: [photoId] },
          headers: { ...bearer(user.token), "idempotency-key": key },
          ip,
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers[0]!.body.report_id).toBeDefined();
    expect(answers[0]!.body.report_id).toBe(answers[1]!.body.report_id);
    const reports = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM reports WHERE idempotency_key = $1`,
      [key],
    );
    expect(reports.n).toBe(1);
  });

  it("an analysis streamed by one instance, whose reader left, is followed to its end from the other", async () => {
    const user = await signIn(a.url, a.url);
    const photoId = await uploadPhoto(a.url, user.token);
    const started = await fetch(`${a.url}/api/analysis/summary`, {
      method: "POST",
      headers: {
        ...bearer(user.token),
        "content-type": "application/json",
        accept: "text/event-stream",
        "x-forwarded-for": clientAddress(),
      },
      body: JSON.stringify({ photo_ids: [photoId] }),
    });
    const fromA = sseEvents(started);
    const announced = await fromA.next();
    expect(announced.value).toMatchObject({ event: "report" });
    const id = (announced.value as SseEvent).data.report_id as string;
    // The tab closes on A; B follows the run from its row while A writes it.
    await fromA.return(undefined);

    const followed = await fetch(`${b.url}/api/reports/${id}/stream`, { headers: bearer(user.token) });
    expect(followed.status).toBe(200);
    const events: SseEvent[] = [];
    for await (const event of sseEvents(followed)) events.push(event);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ event: "done", data: { report_id: id } });
    const analysis = done.data.analysis as { title: string; content: string };
    const deltas = events.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(`${analysis.title}\n\n${analysis.content}`.trimEnd());
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM reports WHERE id = $1`, [id])).n).toBe(
      1,
    );
  });

  it("a Stripe event delivered to both instances at once is applied once", async () => {
    const user = await signIn(b.url, b.url);
    const checkout = await api(a.url, "/api/create-checkout-session", {
      json: { plan_type: "3_credits" },
      headers: bearer(user.token),
    });
    expect(checkout.status).toBe(200);
    const payment = await one<{
      amount_cents: number;
      currency: string;
      credits: number;
      user_id: string;
      user_email: string;
    }>(
      `SELECT amount_cents, currency, credits, user_id, user_email FROM payments WHERE stripe_session_id = $1`,
      [checkout.body.session_id],
    );
    const event = checkoutCompletedEvent({
      sessionId: String(checkout.body.session_id),
      planType: "3_credits",
      amountCents: payment.amount_cents,
      currency: payment.currency,
      email: payment.user_email,
      credits: payment.credits,
      userId: payment.user_id,
    });
    const payload = JSON.stringify(event);
    // The simulated checkout's webhook secret, derived from ENCRYPTION_KEY as lib/billing/payment-provider.ts does.
    const secret = `whsec_sim_${createHmac("sha256", createHash("sha256").update(ENCRYPTION_KEY).digest()).update("stripe-simulation").digest("hex")}`;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const deliveries = await Promise.all(
      [a.url, b.url, nginx.url, a.url, b.url].map((base) =>
        api(base, "/api/stripe/webhook", {
          body: payload,
          headers: { "content-type": "application/json", "stripe-signature": signature },
        }),
      ),
    );
    expect(deliveries.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await one<{ credits: number; entries: number; events: number }>(
      `SELECT u.credits,
              (SELECT count(*)::int FROM credit_ledger WHERE user_id = u.id) AS entries,
              (SELECT count(*)::int FROM processed_stripe_events WHERE id = $2) AS events
         FROM users u WHERE u.id = $1`,
      [payment.user_id, event.id],
    );
    expect(after).toEqual({ credits: 3, entries: 1, events: 1 });
  });

  it("the retention sweep, due on both instances, runs on one of them only", async () => {
    const sweepLines = (app: BuiltApp) =>
      app
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"retention sweep'));
    const deadline = Date.now() + (SWEEP_AT_SECONDS + 30) * 1000;
    while (sweepLines(a).length + sweepLines(b).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = [...sweepLines(a), ...sweepLines(b)];
    // The expired report and its photo, made by the first test, are what the sweep must delete.
    expect(expiredReportId).toMatch(/^[0-9a-f-]{36}$/);
    expect(expiredPhotoKey).toMatch(/^blobs\//);
    expect(sweepLines(a)).toHaveLength(1);
    expect(sweepLines(b)).toHaveLength(1);
    expect(lines.filter((line) => line.includes("retention sweep finished"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("retention sweep skipped"))).toHaveLength(1);
    expect(
      (await one<{ n: number }>(`SELECT count(*)::int AS n FROM reports WHERE id = $1`, [expiredReportId])).n,
    ).toBe(0);
    expect(await storedObject(expiredPhotoKey)).toBeUndefined();
  });
});

describe("nginx's second of cache", () => {
  it("keeps an anonymous page and public photo a second, and never answers a signed-in request from it", async () => {
    const { user, photoId, reportId, share } = await reportMadeOnA();
    expect((await share("public")).status).toBe(200);
    const status = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${nginx.url}${path}`, { headers, redirect: "manual" });
      await res.arrayBuffer();
      return { code: res.status, cache: res.headers.get("x-cache-status") };
    };
    for (const path of [`/reports/${reportId}`, `/api/photos/${photoId}`, "/gallery"]) {
      // Twice within the second: the second answer is nginx's.
      const first = await status(path);
      const second = await status(path);
      expect(first.code).toBe(200);
      expect([first.cache, second.cache], path).toEqual(["MISS", "HIT"]);
      expect((await status(path, bearer(user.token))).cache, path).toBe("BYPASS");
      expect((await status(path, { cookie: "theme=dark" })).cache, path).toBe("BYPASS");
    }
    // The rest of the API answers each caller: never from nginx's cache.
    expect((await status("/api/reports/public")).cache).toBeNull();
    // A change reaches anonymous visitors through nginx a second later at most.
    expect((await share("private")).status).toBe(200);
    const changed = Date.now();
    while ((await status(`/reports/${reportId}`)).code !== 404)
      expect(Date.now() - changed).toBeLessThan(2_500);
  });
});

describe("nginx and the instances' connections", () => {
  it("nginx closes an idle connection to an instance before the instance would", async () => {
    const instanceIdleMs = await idleCloseAfterMs(PORT_A);
    const upstream =
      /upstream skinsight \{([^}]*)\}/.exec(readFileSync("deploy/nginx.conf", "utf8"))?.[1] ?? "";
    // nginx's default is 60 s: without its own timeout it would send requests on closing connections.
    const nginxIdleMs = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1] ?? 60) * 1000;
    expect(instanceIdleMs).toBeGreaterThan(4_500);
    // Half a second of margin: both clocks count whole milliseconds from slightly different moments.
    expect(nginxIdleMs).toBeLessThanOrEqual(instanceIdleMs - 500);
  });
});

describe("a change feed pointed at PgBouncer", () => {
  it("an instance whose change feed goes through the transaction-mode pooler refuses to start, saying what to set", async () => {
    const { RETENTION_SWEEP_FIRST_DELAY_SECONDS: _sweep, ...env } = appEnv(0);
    const outcome = await startBuiltApp({
      port: PORT_C,
      database,
      env: { ...env, CHANGE_FEED_URL: pgbouncer.url(database.databaseUrl!) },
    }).then(
      // An instance that started anyway is stopped, not left serving.
      async (started) => (await started.stop(), "it started"),
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(
      /exited with 1:[\s\S]*CHANGE_FEED_URL reaches PostgreSQL through a transaction-mode connection pooler \(such as PgBouncer with pool_mode=transaction\), which cannot carry the change feed's LISTEN: set CHANGE_FEED_URL to a direct URL of the same database/,
    );
  });
});
