import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_BANNER_TITLE } from "@/components/admin/texts";
import { resetEnv } from "@/lib/config/env";
import { disconnectDatabase } from "@/lib/db";
import { EMAIL_NOT_CONFIGURED_WARNING } from "@/lib/email/provider-status";
import { startBuiltApp, type BuiltApp } from "../support/built-app";
import { signedInUser } from "../support/factories";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { adminQuery, withDatabase } from "../support/test-database";

// The production build started with APP_ENV=production and no e-mail provider: it warns at start,
// /api/health says e-mail is not configured (and stays 200), and the console shows a banner until
// an administrator saves a Resend key, which ends both at once. Run after `npx next build`.

const APP_PORT = 3830;
const POSTGRES_PORT = 3831;
const SECRET = "system-test-secret";
const ADMIN = "admin@example.com";

let postgres: PrivatePostgres;
let app: BuiltApp;
let adminToken: string;

beforeAll(async () => {
  postgres = startPrivatePostgres(POSTGRES_PORT);
  await adminQuery(postgres.url, `CREATE DATABASE skinsight`);
  const databaseUrl = withDatabase(postgres.url, "skinsight");
  app = await startBuiltApp({
    port: APP_PORT,
    database: { databaseUrl, drop: async () => undefined },
    env: {
      APP_ENV: "production",
      RESEND_API_KEY: undefined,
      // Never reached here: no mail is sent, and a key saved below must not reach the real Resend.
      RESEND_BASE_URL: "http://127.0.0.1:9",
      ADMIN_EMAILS: ADMIN,
    },
  });
  // This process signs the administrator in by writing the session into the app's database.
  process.env.DATABASE_URL = databaseUrl;
  process.env.NEXTAUTH_SECRET = SECRET;
  resetEnv();
  ({ token: adminToken } = await signedInUser({ email: ADMIN, role: "admin" }));
});

afterAll(async () => {
  await app?.stop();
  await disconnectDatabase();
  postgres?.destroy();
});

const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });
const health = async () => {
  const answer = await fetch(`${app.url}/api/health`);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};
const consolePage = async () => {
  const answer = await fetch(`${app.url}/admin`, { headers: asAdmin() });
  expect(answer.status).toBe(200);
  return answer.text();
};

describe("production without an e-mail provider", () => {
  it("warns at start, reports e-mail as not configured and shows the console's banner until a key is saved", async () => {
    expect(app.output()).toContain(EMAIL_NOT_CONFIGURED_WARNING);
    expect(await health()).toMatchObject({ status: 200, body: { status: "ok", email: "not_configured" } });
    expect(await consolePage()).toContain(EMAIL_BANNER_TITLE);

    const saved = await fetch(`${app.url}/api/admin/configure-resend`, {
      method: "POST",
      headers: { ...asAdmin(), "content-type": "application/json" },
      body: JSON.stringify({ api_key: "re_saved_in_the_console" }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    expect(await health()).toMatchObject({ status: 200, body: { status: "ok", email: "configured" } });
    expect(await consolePage()).not.toContain(EMAIL_BANNER_TITLE);
  }, 60_000);
});
