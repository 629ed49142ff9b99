import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as verificationCodes } from "@/app/api/dev/verification-codes/route";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { POST as verifyLoginCode } from "@/app/api/auth/verify-login-code/route";
import { POST as sendVerificationCode } from "@/app/api/send-verification-code/route";
import { POST as register } from "@/app/api/users/register/route";
import { SEND_CODE_FAILED } from "@/lib/auth/code-email";
import { REGISTRATION_ANSWER } from "@/lib/auth/registration";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { EmailDeliveryError, sendEmail } from "@/lib/email";
import { contactCopyEmail } from "@/lib/email/templates";
import { FakeResend } from "../fakes/resend";
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
});

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

  it("a provider failure answers 'Failed to send verification code. Please try again.' and leaves no usable challenge", async () => {
    useResend();
    fake.failNext({ status: 500, path: "/emails" });
    const sent = await call(sendVerificationCode, "/api/send-verification-code", {
      json: { email: "lost@example.com" },
    });
    expect(sent.status).toBe(502);
    expect(sent.body).toEqual({ detail: SEND_CODE_FAILED });
    expect(fake.sent).toHaveLength(0);
    expect(await db.loginChallenge.count({ where: { email: "lost@example.com" } })).toBe(0);
    const outbox = await db.emailOutbox.findFirstOrThrow({ where: { to: "lost@example.com" } });
    expect(outbox.status).toBe("failed");
    expect(outbox.error).toContain("application_error");
  });

  it("while Resend is down a code request fails clearly; once it is back one code arrives, once, and signs in", async () => {
    useResend();
    const email = "patient@example.com";
    const ask = () => call(sendLoginCode, "/api/auth/send-login-code", { json: { email } });
    fake.failNext({ status: 503, path: "/emails", times: 2 });
    for (const answer of [await ask(), await ask()]) {
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ detail: SEND_CODE_FAILED });
    }

    const sent = await ask();
    expect(sent.status).toBe(200);
    const mails = fake.emailsTo(email);
    expect(mails).toHaveLength(1);
    const outbox = await db.emailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });
    expect(outbox.map((row) => row.status)).toEqual(["failed", "failed", "sent"]);
    expect(outbox[2]!.providerId).toBe(mails[0]!.id);

    const code = mails[0]!.text?.match(/\b(\d{6})\b/)?.[1];
    const verified = await call(verifyLoginCode, "/api/auth/verify-login-code", {
      json: { email, code, token: sent.body.token },
    });
    expect(verified.status).toBe(200);
    // Nothing of the failed attempts arrives later.
    expect(fake.emailsTo(email)).toHaveLength(1);
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
    fake.failNext({ status: 500, path: "/emails" });
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
    const copy = contactCopyEmail({
      name: "Ann <b>Lee</b>",
      email: "ann@example.com",
      subject: "Question\r\nBcc: someone@example.com",
      message: "Is <script>alert(1)</script> safe?",
    });
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
    await expect(
      sendEmail({ to: "support@skinsight.example", ...copy, purpose: "contact_copy" }),
    ).rejects.toBeInstanceOf(EmailDeliveryError);
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
