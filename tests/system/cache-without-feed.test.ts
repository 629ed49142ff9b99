import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppDatabase, startBuiltApp, type AppDatabase, type BuiltApp } from "../support/built-app";
import { jpegImage, uploadForm } from "../support/images";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { serverUrl } from "../support/test-database";

// An instance that cannot hear the others' changes keeps nothing (docs/caching.md): with
// CHANGE_FEED_URL=off, what another process writes is what the next visitor gets, pages included.
// Run after `npx next build`.

const PORT = 3840;
const PRIVATE_POSTGRES_PORT = 3841;

let privatePostgres: PrivatePostgres | undefined;
let database: AppDatabase;
let app: BuiltApp;
let sql: pg.Client;

beforeAll(async () => {
  let server = serverUrl() ?? null;
  if (!server) {
    privatePostgres = startPrivatePostgres(PRIVATE_POSTGRES_PORT);
    server = privatePostgres.url;
  }
  database = await createAppDatabase(server);
  sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
  app = await startBuiltApp({ port: PORT, database, env: { CHANGE_FEED_URL: "off" } });
});

afterAll(async () => {
  await app?.stop();
  await sql?.end();
  await database?.drop();
  privatePostgres?.destroy();
});

async function publicReport(): Promise<string> {
  const ip = { "x-forwarded-for": "198.51.100.7" };
  const upload = await fetch(`${app.url}/api/photos/upload`, {
    method: "POST",
    headers: ip,
    body: uploadForm([
      { bytes: await jpegImage({ width: 640, height: 480 }), name: "skin.jpg", type: "image/jpeg" },
    ]),
  });
  const { photo_ids, upload_secret } = (await upload.json()) as {
    photo_ids: string[];
    upload_secret: string;
  };
  const made = await fetch(`${app.url}/api/analysis/summary`, {
    method: "POST",
    headers: { ...ip, "content-type": "application/json" },
    body: JSON.stringify({ photo_ids, upload_secret }),
  });
  expect(made.status).toBe(200);
  return ((await made.json()) as { report_id: string }).report_id;
}

describe("CHANGE_FEED_URL=off", () => {
  it("keeps no page: a change nobody announced is what the next visitor gets", async () => {
    const reportId = await publicReport();
    const gallery = async () => {
      const res = await fetch(`${app.url}/gallery`);
      return { cache: res.headers.get("x-nextjs-cache"), html: await res.text() };
    };
    const first = await gallery();
    expect(first.html).toContain(`/reports/${reportId}`);
    expect((await gallery()).cache).not.toBe("HIT");
    // Another process writes, and tells nobody.
    await sql.query(`UPDATE reports SET privacy_setting = 'private' WHERE id = $1`, [reportId]);
    expect((await gallery()).html).not.toContain(`/reports/${reportId}`);
    expect((await fetch(`${app.url}/api/reports/${reportId}`)).status).toBe(404);
    // The page is rendered for this request (streamed, so its status is 200): Report Not Found.
    const page = await fetch(`${app.url}/reports/${reportId}`);
    expect(page.headers.get("x-nextjs-cache")).toBeNull();
    expect(await page.text()).toContain("Report Not Found");
  });
});
