import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as verificationCodes } from "@/app/api/dev/verification-codes/route";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { POST as verifyLoginCode } from "@/app/api/auth/verify-login-code/route";
import { POST as sendVerificationCode } from "@/app/api/send-verification-code/route";
import { DELETE as deleteUser } from "@/app/api/user/route";
import { POST as sendDeleteCode } from "@/app/api/user/delete-code/route";
import { POST as register } from "@/app/api/users/register/route";
import { CHALLENGE_TTL_SECONDS } from "@/lib/auth/challenges";
import { CODE_SENT, SEND_CODE_FAILED } from "@/lib/auth/code-email";
import { REGISTRATION_ANSWER } from "@/lib/auth/registration";
import { secretTokenHash } from "@/lib/auth/secret-token";
import { DELETE_CODE_SENT } from "@/lib/users/delete-account";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { EmailDeliveryError, mailRoute, recordEmail, sendEmail } from "@/lib/email";
import { deliverDueEmails, startOutboxWorker } from "@/lib/email/outbox-worker";
import { contactCopyEmail } from "@/lib/email/templates";
import { FakeResend } from "../fakes/resend";
import { signedInUser } from "../support/factories";
import { call } from "../support/http";

const fake = new FakeResend();
const ENV_NAMES = ["RESEND_API_KEY", "RESEND_BASE_URL", "MAIL_FROM", "APP_ENV"] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

function restoreEnv() {
  for (const name of ENV_NAMES) {
    const value = savedEnv[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
}

function useResend() {
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = fake.url;
  process.env.MAIL_FROM = "SkinSight <codes@skinsight.example>";
  resetEnv();
}

beforeAll(async () => {
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(async () => {
  fake.reset();
  await db.rateLimitCounter.deleteMany();
  // Mail left waiting by an earlier test is not this test's to deliver.
  await db.emailOutbox.deleteMany();
});

/**
 * Runs two outbox passes as two app instances would race: neither claims a row before both have
 * read the due rows.
 */
function bothReadFirst<T>(pass: () => Promise<T>): Promise<T>[] {
  const read = db.emailOutbox.findMany.bind(db.emailOutbox);
  let waiting: (() => void) | undefined;
  const bothRead = new Promise<void>((resolve) => (waiting = resolve));
  let reads = 0;
  const spy = vi.spyOn(db.emailOutbox, "findMany").mockImplementation((async (args: never) => {
    const rows = await read(args);
    if (++reads === 2) waiting!();
    await bothRead;
    return rows;
  }) as never);
  const runs = [pass(), pass()];
  void Promise.allSettled(runs).then(() => spy.mockRestore());
  return runs;
}

/** A moment `seconds` from now, for the outbox worker. */
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

afterEach(restoreEnv);

describe("e-mail through Resend", () => {
  it("a sign-in code travels through Resend with an HTML and a text part and the product name", async () => {
    useResend();
    const sent = await call(sendLoginCode, "/api/auth/send-login-code", {
      json: { email: "reader@example.com" },
    });
    expect(sent.status).toBe(200);

    const mails = fake.emailsTo("reader@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.from).toBe("SkinSight <codes@skinsight.example>");
    expect(mail.subject).toContain("SkinSight");
    const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    expect(mail.html).toContain(code);
    expect(mail.html).toContain("SkinSight");
    expect(mail.text).toContain("SkinSight");
    expect(mail.html).not.toMatch(/<img|https?:\/\//i);

    const outbox = await db.emailOutbox.findFirstOrThrow({ where: { to: "reader@example.com" } });
    expect(outbox).toMatchObject({ status: "sent", providerId: mail.id, purpose: "login_code", code: null });
    expect(outbox.sentAt).not.toBeNull();
    expect(outbox.html).not.toContain(code);
    expect(outbox.text).not.toContain(code);

    const verified = await call(verifyLoginCode, "/api/auth/verify-login-code", {
      json: { email: "reader@example.com", code, token: sent.body.token },
    });
    expect(verified.status).toBe(200);
  });

  it("a refused mail (422) answers 'Failed to send verification code. Please try again.' and leaves no usable challenge", async () => {
    useResend();
    fake.failNext({ status: 422, path: "/emails" });
    const sent = await call(sendVerificationCode, "/api/send-verification-code", {
      json: { email: "lost@example.com" },
    });
    expect(sent.status).toBe(502);
    expect(sent.body).toEqual({ detail: SEND_CODE_FAILED });
    expect(fake.sent).toHaveLength(0);
    expect(await db.loginChallenge.count({ where: { email: "lost@example.com" } })).toBe(0);
    const outbox = await db.emailOutbox.findFirstOrThrow({ where: { to: "lost@example.com" } });
    expect(outbox).toMatchObject({ status: "failed", secretCiphertext: null, nextAttemptAt: null });
    expect(outbox.error).toContain("validation_error");
    // A refused mail is not tried again.
    expect(await deliverDueEmails(later(3600))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(fake.sent).toHaveLength(0);
  });

  it("while Resend is down a code request answers success; once it is back the outbox delivers the code once, and it signs in", async () => {
    useResend();
    const email = "patient@example.com";
    fake.down();
    const sent = await call(sendLoginCode, "/api/auth/send-login-code", { json: { email } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(CODE_SENT);

    // While it stays down the retries deliver nothing and the row waits, its code encrypted.
    expect(await deliverDueEmails(later(6))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await deliverDueEmails(later(7))).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not due yet
    expect(fake.sent).toHaveLength(0);
    const waiting = await db.emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(waiting).toMatchObject({ status: "retrying", attempts: 2, code: null, purpose: "login_code" });
    expect(waiting.secretCiphertext).toMatch(/^v1\./);
    expect(waiting.text).toContain("[redacted]");

    // Back up: two instances read the due row at the same moment, then another pass; one delivery.
    fake.up();
    const passes = await Promise.all(bothReadFirst(() => deliverDueEmails(later(60))));
    expect(passes.reduce((n, pass) => n + pass.sent, 0)).toBe(1);
    await deliverDueEmails(later(600));
    const mails = fake.emailsTo(email);
    expect(mails).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === "/emails").at(-1)?.headers["idempotency-key"]).toBe(
      waiting.id,
    );

    const code = mails[0]!.text?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    for (const [column, value] of Object.entries(waiting)) {
      expect(String(value), column).not.toContain(code);
    }
    const delivered = await db.emailOutbox.findUniqueOrThrow({ where: { id: waiting.id } });
    expect(delivered).toMatchObject({ status: "sent", providerId: mails[0]!.id, secretCiphertext: null });
    expect(delivered.text).not.toContain(code);

    const verified = await call(verifyLoginCode, "/api/auth/verify-login-code", {
      json: { email, code, token: sent.body.token },
    });
    expect(verified.status).toBe(200);
  });

  it("a pass slowed by the provider dates each row's next try from when that row was tried, not from when the pass began", async () => {
    useResend();
    fake.down();
    for (const email of ["slow-1@example.com", "slow-2@example.com"]) {
      expect((await call(sendLoginCode, "/api/auth/send-login-code", { json: { email } })).status).toBe(200);
    }
    fake.slow(1000);
    const passAt = later(6);
    expect(await deliverDueEmails(passAt)).toEqual({ sent: 0, retrying: 2, failed: 0 });
    const [first, second] = await db.emailOutbox.findMany({
      where: { to: { startsWith: "slow-" } },
      orderBy: { nextAttemptAt: "asc" },
    });
    // The second send began a slow answer after the first: its retry is that much later.
    const gap = second!.nextAttemptAt!.getTime() - first!.nextAttemptAt!.getTime();
    expect(gap).toBeGreaterThanOrEqual(900);
    expect(first!.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(passAt.getTime() + 15_000 + 900);
  });

  it("a mail whose process stopped before handing it to Resend is sent by the outbox after a minute", async () => {
    useResend();
    const copy = await contactCopyEmail(
      { name: "Bo", email: "bo@example.com", subject: "Hi", message: "Hello" },
      "en",
    );
    const recorded = await recordEmail(
      { to: "support@skinsight.example", ...copy, purpose: "contact_copy" },
      await mailRoute(),
    );
    // Its own process may still be sending it: not due yet.
    expect(await deliverDueEmails(later(30))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await deliverDueEmails(later(61))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(fake.sent).toHaveLength(1);
    expect(fake.requests.at(-1)?.headers["idempotency-key"]).toBe(recorded.outboxId);
  });

  it("a running server's outbox worker sends a waiting code on its own once Resend is back", async () => {
    useResend();
    const email = "timer@example.com";
    fake.down();
    const sent = await call(sendLoginCode, "/api/auth/send-login-code", { json: { email } });
    expect(sent.body.message).toBe(CODE_SENT);
    fake.up();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const stop = startOutboxWorker();
    try {
      vi.setSystemTime(later(6));
      vi.advanceTimersByTime(5000);
      await vi.waitFor(() => expect(fake.emailsTo(email)).toHaveLength(1));
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it("an account deletion code asked for during an outage arrives once Resend is back and deletes the account", async () => {
    useResend();
    const { user, token } = await signedInUser({ email: "leaver@example.com" });
    fake.down();
    const asked = await call(sendDeleteCode, "/api/user/delete-code", { bearer: token, method: "POST" });
    expect(asked).toMatchObject({ status: 200, body: { message: DELETE_CODE_SENT } });
    fake.up();
    expect(await deliverDueEmails(later(6))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const code = fake.emailsTo(user.email)[0]?.text?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    const removed = await call(deleteUser, "/api/user", {
      method: "DELETE",
      bearer: token,
      json: { code, token: asked.body.token },
    });
    expect(removed.status).toBeLessThan(300);
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
  });

  it("a code whose challenge expired while Resend was down is given up, not sent", async () => {
    useResend();
    const email = "late@example.com";
    fake.down();
    const sent = await call(sendLoginCode, "/api/auth/send-login-code", { json: { email } });
    expect(sent.status).toBe(200);
    fake.up();
    expect(await deliverDueEmails(later(CHALLENGE_TTL_SECONDS + 1))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    expect(fake.sent).toHaveLength(0);
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(row).toMatchObject({ status: "failed", secretCiphertext: null, nextAttemptAt: null });
    expect(row.error).toContain("expired");
  });

  it("a registration's verification link travels through Resend, and the stored copy cannot be used", async () => {
    useResend();
    const registered = await call(register, "/api/users/register", {
      json: { email: "joiner@example.com", year_of_birth: 1992 },
    });
    expect(registered).toMatchObject({ status: 200, body: REGISTRATION_ANSWER });
    // The mail leaves after the answer, so the answer takes no longer for a new address.
    await vi.waitFor(async () => {
      const outbox = await db.emailOutbox.findFirstOrThrow({ where: { to: "joiner@example.com" } });
      expect(outbox.status).toBe("sent");
    });
    const [mail] = fake.emailsTo("joiner@example.com");
    expect(mail?.text).toMatch(/\/verify-email\/[\w-]{43}\b/);
    const outbox = await db.emailOutbox.findFirstOrThrow({ where: { to: "joiner@example.com" } });
    expect(outbox).toMatchObject({ purpose: "verification_link", code: null, providerId: mail!.id });
    expect(outbox.text).toMatch(/\/verify-email\/\[redacted\]/);
  });

  it("a registration stands when Resend refuses its link: the failure stays on the outbox row", async () => {
    useResend();
    fake.failNext({ status: 422, path: "/emails" });
    const registered = await call(register, "/api/users/register", {
      json: { email: "unlucky@example.com", year_of_birth: 1993 },
    });
    expect(registered).toMatchObject({ status: 200, body: REGISTRATION_ANSWER });
    await vi.waitFor(async () => {
      const outbox = await db.emailOutbox.findFirstOrThrow({ where: { to: "unlucky@example.com" } });
      expect(outbox).toMatchObject({ status: "failed", purpose: "verification_link" });
    });
    expect(fake.sent).toHaveLength(0);
    const user = await db.user.findUniqueOrThrow({ where: { email: "unlucky@example.com" } });
    expect(user).toMatchObject({ emailVerified: false, yearOfBirth: 1993 });
    expect(await db.emailVerificationToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it("sendEmail passes the reply address and throws EmailDeliveryError when Resend refuses", async () => {
    useResend();
    const copy = await contactCopyEmail(
      {
        name: "Ann <b>Lee</b>",
        email: "ann@example.com",
        subject: "Question\r\nBcc: someone@example.com",
        message: "Is <script>alert(1)</script> safe?",
      },
      "en",
    );
    await sendEmail({
      to: "support@skinsight.example",
      ...copy,
      purpose: "contact_copy",
      replyTo: "ann@example.com",
    });
    const mail = fake.lastEmail();
    expect(mail?.payload.reply_to).toBe("ann@example.com");
    expect(mail?.subject).toBe("[SkinSight contact] Question Bcc: someone@example.com");
    expect(mail?.html).toContain("Ann &lt;b&gt;Lee&lt;/b&gt;");
    expect(mail?.html).toContain("&lt;script&gt;");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.text).toContain("Is <script>alert(1)</script> safe?");

    fake.failNext({ status: 429, path: "/emails" });
    const throttled = sendEmail({ to: "support@skinsight.example", ...copy, purpose: "contact_copy" });
    await expect(throttled).rejects.toBeInstanceOf(EmailDeliveryError);
    await expect(throttled).rejects.toMatchObject({ retrying: true });
  });

  it("a registration link and a contact copy caught by an outage arrive once Resend is back, reply address kept", async () => {
    useResend();
    fake.down();
    const registered = await call(register, "/api/users/register", {
      json: { email: "patient-joiner@example.com", year_of_birth: 1990 },
    });
    expect(registered).toMatchObject({ status: 200, body: REGISTRATION_ANSWER });
    await vi.waitFor(async () => {
      const outbox = await db.emailOutbox.findFirstOrThrow({ where: { to: "patient-joiner@example.com" } });
      expect(outbox.status).toBe("retrying");
    });
    const copy = await contactCopyEmail(
      { name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello" },
      "en",
    );
    await expect(
      sendEmail({
        to: "support@skinsight.example",
        ...copy,
        purpose: "contact_copy",
        replyTo: "ann@example.com",
      }),
    ).rejects.toMatchObject({ retrying: true });
    expect(fake.sent).toHaveLength(0);

    fake.up();
    expect(await deliverDueEmails(later(6))).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const [link] = fake.emailsTo("patient-joiner@example.com");
    const token = link?.text?.match(/\/verify-email\/([\w-]{43})\b/)?.[1];
    expect(token).toBeDefined();
    const user = await db.user.findUniqueOrThrow({ where: { email: "patient-joiner@example.com" } });
    const stored = await db.emailVerificationToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(secretTokenHash(token!));
    expect(fake.emailsTo("support@skinsight.example")[0]?.payload.reply_to).toBe("ann@example.com");
  });
});

describe("the development outbox", () => {
  it("without a provider the mail stays in the outbox with its code, listed newest first", async () => {
    await call(sendLoginCode, "/api/auth/send-login-code", { json: { email: "dev@example.com" } });
    await call(sendVerificationCode, "/api/send-verification-code", { json: { email: "dev@example.com" } });
    expect(fake.sent).toHaveLength(0);

    const { status, body } = await call(
      verificationCodes,
      "/api/dev/verification-codes?email=DEV@example.com",
    );
    expect(status).toBe(200);
    const codes = body.codes as { email: string; code: string; purpose: string; created_at: string }[];
    expect(codes.map((c) => c.purpose)).toEqual(["verification_code", "login_code"]);
    expect(codes.every((c) => c.email === "dev@example.com" && /^\d{6}$/.test(c.code))).toBe(true);
    const [newer, older] = codes.map((c) => Date.parse(c.created_at));
    expect(newer).toBeGreaterThanOrEqual(older!);
    const rows = await db.emailOutbox.findMany({ where: { to: "dev@example.com" } });
    expect(rows.every((row) => row.status === "stored")).toBe(true);
  });

  it("the dev endpoint is 404 in production mode", async () => {
    await call(sendLoginCode, "/api/auth/send-login-code", { json: { email: "prod@example.com" } });
    process.env.APP_ENV = "production";
    resetEnv();
    for (const url of ["/api/dev/verification-codes?email=prod@example.com", "/api/dev/verification-codes"]) {
      const { status, body } = await call(verificationCodes, url);
      expect(status).toBe(404);
      expect(body).toEqual({ detail: "Not found" });
    }
  });
});
