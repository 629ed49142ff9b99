import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest, detailOr } from "@/lib/api-client";
import { createTranslator } from "next-intl";
import { referralDate } from "@/components/referrals/referral-date";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { formatterFor } from "@/lib/i18n/format";

// The browser's API client against a real HTTP server: what it sends, and what
// a page gets to show when the server refuses.

let server: Server;
let base: string;
let lastRequest: { method?: string; contentType?: string; body: string } | null = null;

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    lastRequest = { method: req.method, contentType: req.headers["content-type"], body: await readBody(req) };
    res.setHeader("content-type", "application/json");
    if (req.url === "/refused") {
      res.statusCode = 409;
      res.end(JSON.stringify({ detail: "You have already redeemed this voucher" }));
    } else if (req.url === "/broken") {
      res.statusCode = 502;
      res.end("<html>Bad gateway</html>");
    } else {
      res.end(JSON.stringify({ ok: true, echoed: req.url }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the API client", () => {
  it("sends a body as JSON with Content-Type application/json", async () => {
    const answer = await apiRequest<{ ok: boolean }>(`${base}/ok`, {
      method: "POST",
      body: { email: "a@example.com" },
    });
    expect(answer.ok).toBe(true);
    expect(lastRequest).toEqual({
      method: "POST",
      contentType: "application/json",
      body: JSON.stringify({ email: "a@example.com" }),
    });
  });

  it("sends a FormData as multipart, with the boundary the runtime chose", async () => {
    const form = new FormData();
    form.append("title", "Morning light");
    await apiRequest(`${base}/upload`, { method: "POST", body: form });
    expect(lastRequest?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest?.body).toContain('name="title"');
    expect(lastRequest?.body).toContain("Morning light");
  });

  it("puts the query in the address", async () => {
    const answer = await apiRequest<{ echoed: string }>(`${base}/redeem`, {
      method: "POST",
      query: { code: "AB CD" },
    });
    expect(answer.echoed).toBe("/redeem?code=AB+CD");
  });

  it("a refusal carries the server's detail, which the page shows instead of its own text", async () => {
    const error = await apiRequest(`${base}/refused`, { method: "POST" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, detail: "You have already redeemed this voucher" });
    expect(detailOr(error, "Failed to redeem voucher")).toBe("You have already redeemed this voucher");
  });

  it("a failure without a detail shows the page's own text", async () => {
    const error = await apiRequest(`${base}/broken`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, detail: null });
    expect(detailOr(error, "Failed to redeem voucher")).toBe("Failed to redeem voucher");
  });

  it("an unreachable server is a failure with no detail, not a crash", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await apiRequest(`http://127.0.0.1:${port}/x`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, detail: null });
    expect(detailOr(error, "Failed to load referral information")).toBe(
      "Failed to load referral information",
    );
  });
});

describe("dates on the referrals page", () => {
  it("an empty date reads 'Unknown date' and a bad one 'Invalid date'", () => {
    const date = (value: string | null, locale: "en" | "de" = "en") =>
      referralDate(
        value,
        createTranslator({ locale, messages: locale === "en" ? en : de, namespace: "referrals" }),
        formatterFor(locale),
      );
    expect(date(null)).toBe(en.referrals.unknownDate);
    expect(date("")).toBe(en.referrals.unknownDate);
    expect(date("not a date")).toBe(en.referrals.invalidDate);
    expect(date("2026-03-05T10:00:00.000Z")).toBe("5 Mar 2026");
    expect(date("2026-03-05T10:00:00.000Z", "de")).toBe("5. März 2026");
  });
});
