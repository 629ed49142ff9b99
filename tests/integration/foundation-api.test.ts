import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as environment } from "@/app/api/environment/route";
import { GET as health } from "@/app/api/health/route";
import { GET as pricing } from "@/app/api/settings/pricing/route";
import { GET as retention } from "@/app/api/settings/retention/route";
import { BLOCKED_DETAIL } from "@/lib/auth/current-user";
import { sessionCookieName } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { saveSettings } from "@/lib/settings";
import { sessionFor } from "../support/factories";
import { call } from "../support/http";

describe("public settings and environment", () => {
  it("pricing answers the spec's default prices", async () => {
    const { status, body } = await call(pricing, "/api/settings/pricing");
    expect(status).toBe(200);
    expect(body).toEqual({
      credit_prices: { "1_credit": 9.99, "3_credits": 19.99, "10_credits": 79.99 },
      subscription_price: 7.99,
      credits_per_full_report: 1,
      credit_expiration_months: 6,
      credits_expiry_days: 180,
      subscription_monthly_cap: 50,
      max_photos_per_report_free: 1,
      max_photos_per_report_paid: 3,
      enable_first_free_report: true,
    });
  });

  it("retention answers the defaults, and stored settings override them", async () => {
    expect((await call(retention, "/api/settings/retention")).body).toEqual({
      free_report_retention_days: 30,
      credit_report_retention_days: -1,
      subscription_report_retention_days: -1,
    });
    await saveSettings({ free_report_retention_days: 14, subscription_price_cents: 650 });
    expect((await call(retention, "/api/settings/retention")).body).toMatchObject({
      free_report_retention_days: 14,
    });
    expect((await call(pricing, "/api/settings/pricing")).body).toMatchObject({ subscription_price: 6.5 });
  });

  it("environment answers the five flags for the testing mode", async () => {
    const { body } = await call(environment, "/api/environment");
    expect(body).toEqual({
      environment_mode: "testing",
      is_development: false,
      is_testing: true,
      is_production: false,
      dev_endpoints_available: true,
    });
  });

  it("health is 200 with the database reachable", async () => {
    const { status, body } = await call(health, "/api/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", database: "ok" });
  });
});

describe("the handler wrapper", () => {
  const echo = route(
    { auth: "none", body: z.object({ email: z.email(), age: z.number().int().min(0) }) },
    ({ body }) => ({ received: body }),
  );
  const whoAmI = route({ auth: "user" }, ({ user }) => ({ id: user.id }));
  const whoAmIOptional = route({ auth: "optional" }, ({ user }) => ({ id: user?.id ?? null }));

  it("answers 422 naming the failing field", async () => {
    const { status, body } = await call(echo, "/x", { json: { email: "not-an-address", age: 3 } });
    expect(status).toBe(422);
    expect(body.detail).toMatch(/^email: /);
  });

  it("answers 400 for malformed JSON, without a stack trace", async () => {
    const { status, body } = await call(echo, "/x", {
      body: '{"email": "a@b.c", ',
      headers: { "content-type": "application/json" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ detail: "Request body must be valid JSON" });
  });

  it("passes valid input through", async () => {
    const { status, body } = await call(echo, "/x", { json: { email: "a@b.co", age: 3 } });
    expect(status).toBe(200);
    expect(body).toEqual({ received: { email: "a@b.co", age: 3 } });
  });

  it("identifies the user by bearer token and by session cookie", async () => {
    const user = await db.user.create({ data: { email: "reader@example.com" } });
    const token = await sessionFor(user);
    expect((await call(whoAmI, "/x", { bearer: token })).body).toEqual({ id: user.id });
    const viaCookie = await call(whoAmI, "/x", { headers: { cookie: `${sessionCookieName()}=${token}` } });
    expect(viaCookie.body).toEqual({ id: user.id });
  });

  it("answers 401 without a token, and for a tampered one", async () => {
    expect((await call(whoAmI, "/x")).status).toBe(401);
    const user = await db.user.create({ data: { email: "tamper@example.com" } });
    const token = await sessionFor(user);
    const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    const { status, body } = await call(whoAmIOptional, "/x", { bearer: tampered });
    expect(status).toBe(401);
    expect(body).toEqual({ detail: "Invalid or expired token" });
  });

  it("answers 403 to a blocked user, also with a token issued before the block", async () => {
    const user = await db.user.create({ data: { email: "blocked@example.com" } });
    const token = await sessionFor(user);
    await db.user.update({ where: { id: user.id }, data: { blocked: true } });
    const { status, body } = await call(whoAmI, "/x", { bearer: token });
    expect(status).toBe(403);
    expect(body).toEqual({ detail: BLOCKED_DETAIL, code: "account_blocked" });
  });
});
