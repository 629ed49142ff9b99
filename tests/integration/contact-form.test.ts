import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as contactForm } from "@/app/api/contact-form/route";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { deliverDueEmails } from "@/lib/email/outbox-worker";
import { FakeResend } from "../fakes/resend";
import { call } from "../support/http";

const valid = {
  name: "Marie Curie",
  email: "marie@example.com",
  subject: "Question about my report",
  message: "Could you explain the key findings section of my report?",
  page_url: "http://localhost:3000/contact",
  referrer_url: "http://localhost:3000/pricing",
  timestamp: "2025-03-01T10:00:00.000Z",
};

let ipCounter = 0;
/** Each test writes from an address of its own, so the rate limit only bites where it is tested. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const send = (form: Record<string, unknown>, ip = freshIp()) =>
  call(contactForm, "/api/contact-form", { json: form, ip });

describe("POST /api/contact-form", () => {
  it.each([
    ["a missing name", { name: undefined }, "Name is required"],
    ["a blank name", { name: "   " }, "Name is required"],
    ["a one-letter name", { name: " A " }, "Name must be at least 2 characters"],
    ["a name over 100 characters", { name: "N".repeat(101) }, "Name is too long"],
    ["a missing email", { email: "" }, "Email is required"],
    ["an email with a space", { email: "marie curie@example.com" }, "Please enter a valid email address"],
    ["an email without a domain", { email: "marie@" }, "Please enter a valid email address"],
    ["a missing subject", { subject: " " }, "Subject is required"],
    ["a two-letter subject", { subject: "Hi" }, "Subject must be at least 3 characters"],
    ["a subject over 200 characters", { subject: "S".repeat(201) }, "Subject is too long"],
    ["a missing message", { message: "" }, "Message is required"],
    ["a short message", { message: "Too short" }, "Message must be at least 10 characters"],
    [
      "a message over 2000 characters",
      { message: "M".repeat(2001) },
      "Message is too long (max 2000 characters)",
    ],
    ["a filled-in anti-spam field", { website: "http://spam.example" }, "Spam detected"],
  ])("refuses %s with the form's message and stores nothing", async (_case, change, detail) => {
    const before = await db.contactMessage.count();
    const { status, body } = await send({ ...valid, ...change });
    expect(status).toBe(422);
    expect(body).toEqual({ detail });
    expect(await db.contactMessage.count()).toBe(before);
  });

  it("stores the message trimmed and copies it to the support inbox", async () => {
    const ip = freshIp();
    const { status, body } = await send({ ...valid, name: "  Marie Curie  ", website: "" }, ip);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });

    const stored = await db.contactMessage.findFirstOrThrow({ where: { ip } });
    expect(stored).toMatchObject({
      name: "Marie Curie",
      email: "marie@example.com",
      subject: valid.subject,
      message: valid.message,
      pageUrl: valid.page_url,
      referrerUrl: valid.referrer_url,
      clientTimestamp: new Date(valid.timestamp),
    });
    const copy = await db.emailOutbox.findFirstOrThrow({
      where: { purpose: "contact_copy" },
      orderBy: { createdAt: "desc" },
    });
    expect(copy.to).toBe("support@skinsight.local");
    expect(copy.subject).toContain(valid.subject);
    expect(copy.text).toContain(valid.message);
    expect(copy.text).toContain("marie@example.com");
  });

  it("answers 429 after five messages in an hour from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).status).toBe(200);
    const { status, body, headers } = await send(valid, ip);
    expect(status).toBe(429);
    expect(body).toEqual({ detail: "Too many messages. Please try again later.", code: "rate_limited" });
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.contactMessage.count({ where: { ip } })).toBe(5);
    expect((await send(valid)).status).toBe(200);
  });

  describe("with an e-mail provider", () => {
    const resend = new FakeResend();

    beforeAll(async () => {
      process.env.RESEND_API_KEY = "re_test_key";
      process.env.RESEND_BASE_URL = await resend.start();
      resetEnv();
    });

    afterAll(async () => {
      delete process.env.RESEND_API_KEY;
      delete process.env.RESEND_BASE_URL;
      resetEnv();
      await resend.stop();
    });

    /** Sends the form: it answers success and keeps the message whatever Resend did; the copy's outbox row. */
    async function sendKeepingTheMessage() {
      const ip = freshIp();
      const { status, body } = await send(valid, ip);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true });
      expect(await db.contactMessage.count({ where: { ip } })).toBe(1);
      return db.emailOutbox.findFirstOrThrow({
        where: { purpose: "contact_copy" },
        orderBy: { createdAt: "desc" },
      });
    }

    it("sends the copy so that replying answers the visitor", async () => {
      expect((await send(valid)).status).toBe(200);
      const mail = resend.lastEmail();
      expect(mail?.to).toEqual(["support@skinsight.local"]);
      expect(mail?.payload.reply_to).toEqual("marie@example.com");
    });

    it("keeps the message and still answers success when Resend is down; the copy arrives once it is back", async () => {
      resend.failNext({ status: 500, path: "/emails" });
      const copy = await sendKeepingTheMessage();
      expect(copy.status).toBe("retrying");
      await deliverDueEmails(new Date(Date.now() + 6000));
      expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: copy.id } })).toMatchObject({
        status: "sent",
      });
      expect(resend.lastEmail()?.payload.reply_to).toBe(valid.email);
    });

    it("keeps the message and still answers success when Resend refuses the copy", async () => {
      resend.failNext({ status: 422, path: "/emails" });
      const copy = await sendKeepingTheMessage();
      expect(copy.status).toBe("failed");
    });
  });
});
