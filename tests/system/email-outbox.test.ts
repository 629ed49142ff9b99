import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeResend } from "../fakes/resend";
import { createAppDatabase, startBuiltApp, type AppDatabase, type BuiltApp } from "../support/built-app";

// The production build with a Resend that is down: the outbox worker started with the server
// delivers the code once Resend is back, without anyone asking again. Run after `npx next build`.

const APP_PORT = 3900;
const RESEND_PORT = 3901;
const CODE_SENT = "Verification code sent to your email. Please check your inbox.";

const resend = new FakeResend();
let database: AppDatabase;
let app: BuiltApp;

beforeAll(async () => {
  await resend.start(RESEND_PORT);
  database = await createAppDatabase();
  app = await startBuiltApp({
    port: APP_PORT,
    database,
    env: {
      RESEND_API_KEY: "re_system_test",
      RESEND_BASE_URL: resend.url,
      MAIL_FROM: "SkinSight <codes@skinsight.example>",
      OUTBOX_RETRY_INTERVAL_SECONDS: "1",
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await resend.stop();
});

const post = (path: string, json: unknown) =>
  fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(json),
  });

describe("the e-mail outbox of a running server", () => {
  it("a code asked for while Resend is down arrives on its own once Resend is back, once, and signs in", async () => {
    const email = "outage@example.com";
    resend.down();
    const asked = await post("/api/auth/send-login-code", { email });
    expect(asked.status).toBe(200);
    const { token, message } = (await asked.json()) as { token: string; message: string };
    expect(message).toBe(CODE_SENT);

    // Still down at the first retry (5 s after the request): nothing arrives; the next is 15 s later.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(resend.sent).toHaveLength(0);
    expect(resend.requests.length).toBeGreaterThanOrEqual(2);

    resend.up();
    const deadline = Date.now() + 30_000;
    while (resend.emailsTo(email).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const [mail] = resend.emailsTo(email);
    const code = mail?.text?.match(/\b(\d{6})\b/)?.[1];
    expect(code, app.output()).toBeDefined();

    const verified = await post("/api/auth/verify-login-code", { email, code, token });
    expect(verified.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(resend.emailsTo(email)).toHaveLength(1);
  }, 60_000);
});
