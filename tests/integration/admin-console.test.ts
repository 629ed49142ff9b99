import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { isEndpoint } from "../support/endpoints";
import { dirname, join } from "node:path";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import * as apiKeys from "@/app/api/admin/api-keys/route";
import * as apiKey from "@/app/api/admin/api-keys/[id]/route";
import * as apiKeyToggle from "@/app/api/admin/api-keys/[id]/toggle/route";
import * as audit from "@/app/api/admin/audit/route";
import * as cleanup from "@/app/api/admin/cleanup-expired/route";
import * as configureOpenAi from "@/app/api/admin/configure-openai-key/route";
import * as configureResend from "@/app/api/admin/configure-resend/route";
import * as configureStripe from "@/app/api/admin/configure-stripe/route";
import * as environmentKeys from "@/app/api/admin/environment-keys/route";
import * as heroImages from "@/app/api/admin/hero-carousel/route";
import * as heroImage from "@/app/api/admin/hero-carousel/[id]/route";
import * as heroReorder from "@/app/api/admin/hero-carousel/reorder/route";
import * as heroUpload from "@/app/api/admin/hero-carousel/upload/route";
import * as integrationStatus from "@/app/api/admin/integration-status/route";
import * as payments from "@/app/api/admin/payments/route";
import * as prompts from "@/app/api/admin/prompts/route";
import * as removeOpenAi from "@/app/api/admin/remove-openai-key/route";
import * as reports from "@/app/api/admin/reports/route";
import * as reportsFeatured from "@/app/api/admin/reports/featured/route";
import * as report from "@/app/api/admin/reports/[id]/route";
import * as reportFeature from "@/app/api/admin/reports/[id]/feature/route";
import * as settings from "@/app/api/admin/settings/route";
import * as devSettings from "@/app/api/dev/settings/route";
import { GET as pricing } from "@/app/api/settings/pricing/route";
import * as statsDaily from "@/app/api/admin/stats/daily/route";
import * as updateExpiry from "@/app/api/admin/update-credits-expiry/route";
import * as reviews from "@/app/api/admin/user-reviews/route";
import * as review from "@/app/api/admin/user-reviews/[id]/route";
import * as reviewReorder from "@/app/api/admin/user-reviews/reorder/route";
import * as reviewPhoto from "@/app/api/admin/user-reviews/upload-photo/route";
import * as users from "@/app/api/admin/users/route";
import * as user from "@/app/api/admin/users/[id]/route";
import * as userReports from "@/app/api/admin/users/[id]/reports/route";
import * as userTransactions from "@/app/api/admin/users/[id]/transactions/route";
import * as voucherTransactions from "@/app/api/admin/voucher-transactions/route";
import * as vouchers from "@/app/api/admin/vouchers/route";
import * as voucher from "@/app/api/admin/vouchers/[id]/route";
import * as voucherDisable from "@/app/api/admin/vouchers/[id]/disable/route";
import * as voucherEnable from "@/app/api/admin/vouchers/[id]/enable/route";
import { POST as externalFull } from "@/app/api/full/route";
import { POST as externalSummary } from "@/app/api/summary/route";
import { API_KEY_PREFIX, hashApiKey } from "@/lib/admin/api-keys";
import { DAILY_ACTIVITY_DAYS } from "@/lib/admin/dashboard";
import { PROMPTS_UPDATED } from "@/lib/admin/prompts";
import {
  OPENAI_KEY_REQUIRED,
  RESEND_KEY_REQUIRED,
  STRIPE_KEYS_REQUIRED,
  VOUCHER_CODE_TAKEN,
  voucherLimitBelowUses,
} from "@/lib/admin/tab-messages";
import { openAiApiKey } from "@/lib/ai/config";
import { BLOCKED_DETAIL } from "@/lib/auth/current-user";
import { stripeKeys } from "@/lib/billing/payment-provider";
import { db } from "@/lib/db";
import { logger } from "@/lib/log";
import { DEFAULT_PROMPTS } from "@/lib/prompts";
import { getSettings } from "@/lib/settings";
import { call } from "../support/http";
import { jpegImage } from "../support/images";
import { makeReport, makeUser, signedInAdmin, signedInUser } from "../support/factories";

type Json = Record<string, unknown>;
type Handler = Parameters<typeof call>[0];
type Module = Partial<Record<"GET" | "POST" | "PUT" | "DELETE", Handler>>;

const DAY = 24 * 60 * 60 * 1000;
const ID = randomUUID();

/** Every console endpoint: path, module and whether it takes an id. */
const ROUTES: [string, Module, boolean][] = [
  ["/api/admin/audit", audit, false],
  ["/api/admin/stats/daily", statsDaily, false],
  ["/api/admin/api-keys", apiKeys, false],
  ["/api/admin/api-keys/{id}", apiKey, true],
  ["/api/admin/api-keys/{id}/toggle", apiKeyToggle, true],
  ["/api/admin/users", users, false],
  ["/api/admin/users/{id}", user, true],
  ["/api/admin/users/{id}/reports", userReports, true],
  ["/api/admin/users/{id}/transactions", userTransactions, true],
  ["/api/admin/reports", reports, false],
  ["/api/admin/reports/featured", reportsFeatured, false],
  ["/api/admin/reports/{id}", report, true],
  ["/api/admin/reports/{id}/feature", reportFeature, true],
  ["/api/admin/payments", payments, false],
  ["/api/admin/settings", settings, false],
  ["/api/admin/prompts", prompts, false],
  ["/api/admin/cleanup-expired", cleanup, false],
  ["/api/admin/update-credits-expiry", updateExpiry, false],
  ["/api/admin/vouchers", vouchers, false],
  ["/api/admin/vouchers/{id}", voucher, true],
  ["/api/admin/vouchers/{id}/enable", voucherEnable, true],
  ["/api/admin/vouchers/{id}/disable", voucherDisable, true],
  ["/api/admin/voucher-transactions", voucherTransactions, false],
  ["/api/admin/integration-status", integrationStatus, false],
  ["/api/admin/environment-keys", environmentKeys, false],
  ["/api/admin/configure-openai-key", configureOpenAi, false],
  ["/api/admin/remove-openai-key", removeOpenAi, false],
  ["/api/admin/configure-stripe", configureStripe, false],
  ["/api/admin/configure-resend", configureResend, false],
  ["/api/admin/hero-carousel", heroImages, false],
  ["/api/admin/hero-carousel/upload", heroUpload, false],
  ["/api/admin/hero-carousel/reorder", heroReorder, false],
  ["/api/admin/hero-carousel/{id}", heroImage, true],
  ["/api/admin/user-reviews", reviews, false],
  ["/api/admin/user-reviews/upload-photo", reviewPhoto, false],
  ["/api/admin/user-reviews/reorder", reviewReorder, false],
  ["/api/admin/user-reviews/{id}", review, true],
];

const CASES = ROUTES.flatMap(([path, module, withId]) =>
  (["GET", "POST", "PUT", "DELETE"] as const)
    .filter((method) => isEndpoint(module[method]))
    .map((method) => ({ name: `${method} ${path}`, method, path, handler: module[method]!, withId })),
);

let adminToken: string;

beforeAll(async () => {
  ({ token: adminToken } = await signedInAdmin());
});

const asAdmin = (extra: Parameters<typeof call>[2] = {}) => ({ ...extra, bearer: adminToken });

describe("every console endpoint refuses everyone but an administrator", () => {
  const request = (c: (typeof CASES)[number], bearer?: string) =>
    call(c.handler, c.path.replace("{id}", ID), {
      method: c.method,
      ...(c.method === "GET" || c.method === "DELETE" ? {} : { json: {} }),
      params: c.withId ? { id: ID } : {},
      ...(bearer ? { bearer } : {}),
    });

  it("covers every route under app/api/admin (the stats gate has its own test)", () => {
    const files = readdirSync(join(process.cwd(), "app/api/admin"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("route.ts"))
      .map((file) => `/api/admin/${dirname(file)}`.replaceAll("[id]", "{id}"))
      .filter((path) => path !== "/api/admin/stats");
    expect(ROUTES.map(([path]) => path).sort()).toEqual(files.sort());
  });

  it.each(CASES)(
    "$name: 401 signed out, 403 for a user, a blocked user and a blocked administrator",
    async (c) => {
      const anonymous = await request(c);
      expect(anonymous).toMatchObject({ status: 401, body: { detail: "Not authenticated" } });
      const { token: userToken } = await signedInUser();
      expect(await request(c, userToken)).toMatchObject({
        status: 403,
        body: { detail: "Admin access required" },
      });
      const { token: blockedToken } = await signedInUser({ blocked: true });
      expect(await request(c, blockedToken)).toMatchObject({ status: 403, body: { detail: BLOCKED_DETAIL } });
      const { token: blockedAdmin } = await signedInAdmin({ blocked: true });
      expect(await request(c, blockedAdmin)).toMatchObject({ status: 403, body: { detail: BLOCKED_DETAIL } });
    },
  );
});

describe("dashboard", () => {
  type Day = { date: string; reports: number; revenue: number };
  const daily = async () => {
    const res = await call(statsDaily.GET!, "/api/admin/stats/daily", asAdmin());
    expect(res.status).toBe(200);
    return res.body.days as Day[];
  };
  const noonDaysAgo = (days: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, 12));
  };
  const on = (days: Day[], ago: number) =>
    days.find((d) => d.date === noonDaysAgo(ago).toISOString().slice(0, 10));

  it("counts the reports and completed revenue of each of the last 30 days, zero-filled, today last", async () => {
    const before = await daily();
    expect(before).toHaveLength(DAILY_ACTIVITY_DAYS);
    expect(before.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(before[0]!.date).toBe(
      noonDaysAgo(DAILY_ACTIVITY_DAYS - 1)
        .toISOString()
        .slice(0, 10),
    );

    const owner = await makeUser();
    for (const ago of [3, 3, DAILY_ACTIVITY_DAYS - 1, DAILY_ACTIVITY_DAYS]) {
      await makeReport({ userId: owner.id, createdAt: noonDaysAgo(ago) });
    }
    const payment = (ago: number, amountCents: number, status: "completed" | "pending") =>
      db.payment.create({
        data: {
          userId: owner.id,
          userEmail: owner.email,
          planType: "credits_1",
          amountCents,
          status,
          createdAt: noonDaysAgo(ago),
        },
      });
    await payment(3, 999, "completed");
    await payment(3, 1999, "completed");
    await payment(3, 7999, "pending");
    await payment(DAILY_ACTIVITY_DAYS, 5000, "completed");

    const after = await daily();
    expect(on(after, 3)!.reports - on(before, 3)!.reports).toBe(2);
    expect(on(after, 3)!.revenue - on(before, 3)!.revenue).toBeCloseTo(29.98, 2);
    expect(on(after, DAILY_ACTIVITY_DAYS - 1)!.reports - on(before, DAILY_ACTIVITY_DAYS - 1)!.reports).toBe(
      1,
    );
    // The 31st day back is outside the window.
    expect(on(after, DAILY_ACTIVITY_DAYS)).toBeUndefined();
    const total = (days: Day[]) => days.reduce((sum, d) => sum + d.reports, 0);
    expect(total(after) - total(before)).toBe(3);
  });
});

describe("payments", () => {
  it("searches payments by e-mail, newest first, including those of deleted accounts", async () => {
    const t = `pay-${randomUUID().slice(0, 6)}`;
    const buyer = await makeUser({ email: `${t}@example.com` });
    await db.payment.create({
      data: {
        userId: buyer.id,
        userEmail: buyer.email,
        planType: "credits_1",
        amountCents: 999,
        status: "completed",
        createdAt: new Date(Date.now() - DAY),
      },
    });
    await db.payment.create({
      data: {
        userId: null,
        userEmail: `${t}-gone@example.com`,
        planType: "subscription",
        amountCents: 9588,
        status: "completed",
      },
    });
    const res = await call(payments.GET!, `/api/admin/payments?search=${t}`, asAdmin());
    expect(res.status).toBe(200);
    const list = res.body.payments as Json[];
    expect(list.map((p) => p.plan_type)).toEqual(["subscription", "1_credit"]);
    expect(list[0]).toMatchObject({ amount: 95.88, currency: "EUR", user_id: null, status: "completed" });
    expect(res.body.total).toBe(2);
  });
});

describe("settings", () => {
  const post = (json: unknown) => call(settings.POST!, "/api/admin/settings", asAdmin({ json }));

  it("saves the whole object, and empty numeric fields take the spec's fallbacks", async () => {
    const current = (await call(settings.GET!, "/api/admin/settings", asAdmin())).body;
    expect(current.credit_expiration_months).toBe(6);
    const res = await post({
      ...current,
      credit_prices: { "1_credit": 4.99, "3_credits": "12.50", "10_credits": 39.99 },
      max_photos_per_report_free: "",
      max_photos_per_report_paid: null,
      credits_per_full_report: "",
      free_report_retention_days: "",
      credit_report_retention_days: null,
      subscription_report_retention_days: "",
      credits_expiry_days: "",
      fair_use_limit_daily: 0,
      fair_use_limit_monthly: 0,
    });
    expect(res.status).toBe(200);
    expect((res.body.settings as Json).credit_prices).toEqual({
      "1_credit": 4.99,
      "3_credits": 12.5,
      "10_credits": 39.99,
    });
    const saved = await getSettings();
    expect(saved).toMatchObject({
      credit_prices_cents: { "1_credit": 499, "3_credits": 1250, "10_credits": 3999 },
      max_photos_per_report_free: 1,
      max_photos_per_report_paid: 3,
      credits_per_full_report: 1,
      free_report_retention_days: 30,
      credit_report_retention_days: -1,
      subscription_report_retention_days: -1,
      credits_expiry_days: 180,
      fair_use_limit_daily: 0,
      fair_use_limit_monthly: 0,
    });
    const row = await db.adminAuditLog.findFirstOrThrow({
      where: { action: "settings.update" },
      orderBy: { createdAt: "desc" },
    });
    expect((row.after as Json).fair_use_limit_daily).toBe(0);
  });

  it("keeps the credit packages 1, 3 and 10: another package or a bad value is refused and nothing changes", async () => {
    const shown = (await call(settings.GET!, "/api/admin/settings", asAdmin())).body;
    const before = await getSettings();
    const extra = await post({
      ...shown,
      credit_prices: { ...(shown.credit_prices as Json), "5_credits": 30 },
    });
    expect(extra.status).toBe(422);
    const missing = await post({ ...shown, credit_prices: { "1_credit": 1, "3_credits": 2 } });
    expect(missing.status).toBe(422);
    const negative = await post({ ...shown, subscription_price: -1 });
    expect(negative.status).toBe(422);
    expect(String(negative.body.detail)).toContain("subscription_price");
    const fraction = await post({ ...shown, subscription_price: 7.999 });
    expect(fraction.status).toBe(422);
    expect(String(fraction.body.detail)).toContain("subscription_price");
    const tooDear = await post({
      ...shown,
      credit_prices: { ...(shown.credit_prices as Json), "1_credit": 10_000.01 },
    });
    expect(tooDear.status).toBe(422);
    expect(String(tooDear.body.detail)).toContain("credit_prices.1_credit");
    // The stored names are not the console's: a price in cents is an unknown field.
    const inCents = await post({ ...shown, subscription_price_cents: 799 });
    expect(inCents.status).toBe(422);
    expect(await getSettings()).toEqual(before);
  });

  it("takes and answers prices in euros and stores them in whole cents, exactly", async () => {
    const shown = (await call(settings.GET!, "/api/admin/settings", asAdmin())).body;
    // 0.29 * 100 and 1.15 * 100 are not whole numbers in floating point.
    const prices = { "1_credit": 0.29, "3_credits": "1.15", "10_credits": 10_000 };
    const res = await post({ ...shown, credit_prices: prices, subscription_price: "7.99" });
    expect(res.status).toBe(200);
    const euros = {
      credit_prices: { "1_credit": 0.29, "3_credits": 1.15, "10_credits": 10_000 },
      subscription_price: 7.99,
    };
    expect(res.body.settings).toMatchObject(euros);

    const row = await db.setting.findUniqueOrThrow({ where: { key: "app" } });
    expect(row.value).toMatchObject({
      credit_prices_cents: { "1_credit": 29, "3_credits": 115, "10_credits": 1_000_000 },
      subscription_price_cents: 799,
    });
    expect(row.value).not.toHaveProperty("credit_prices");
    expect(row.value).not.toHaveProperty("subscription_price");
    const audited = await db.adminAuditLog.findFirstOrThrow({
      where: { action: "settings.update" },
      orderBy: { createdAt: "desc" },
    });
    expect((audited.after as Json).subscription_price_cents).toBe(799);

    const again = (await call(settings.GET!, "/api/admin/settings", asAdmin())).body;
    expect(again).toMatchObject(euros);
    expect(again).not.toHaveProperty("subscription_price_cents");
    expect((await call(pricing, "/api/settings/pricing")).body).toMatchObject(euros);

    // Saving what was answered changes nothing.
    expect((await post(again)).status).toBe(200);
    expect((await db.setting.findUniqueOrThrow({ where: { key: "app" } })).value).toEqual(row.value);
  });

  it("the testing settings endpoint takes and answers euros too", async () => {
    const change = (json: unknown) => call(devSettings.POST!, "/api/dev/settings", asAdmin({ json }));
    const res = await change({
      credit_prices: { "1_credit": 12.5, "3_credits": 30, "10_credits": 90 },
      subscription_price: 0.29,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      credit_prices: { "1_credit": 12.5, "3_credits": 30, "10_credits": 90 },
      subscription_price: 0.29,
    });
    expect(await getSettings()).toMatchObject({
      credit_prices_cents: { "1_credit": 1250, "3_credits": 3000, "10_credits": 9000 },
      subscription_price_cents: 29,
    });
    const refused = await change({ subscription_price: 0.291 });
    expect(refused.status).toBe(422);
    expect(String(refused.body.detail)).toContain("subscription_price");
    expect((await getSettings()).subscription_price_cents).toBe(29);
  });
});

describe("prompts", () => {
  it("saves the five prompts and refuses a follow-up prompt without its variables", async () => {
    const res = await call(
      prompts.POST!,
      "/api/admin/prompts",
      asAdmin({ json: { ...DEFAULT_PROMPTS, summary_prompt: "Be brief." } }),
    );
    expect(res).toMatchObject({
      status: 200,
      body: { message: PROMPTS_UPDATED, summary_prompt: "Be brief." },
    });
    const read = await call(prompts.GET!, "/api/admin/prompts", asAdmin());
    expect(read.body.summary_prompt).toBe("Be brief.");
    const refused = await call(
      prompts.POST!,
      "/api/admin/prompts",
      asAdmin({ json: { ...DEFAULT_PROMPTS, followup_prompt: "Compare." } }),
    );
    expect(refused.status).toBe(422);
    expect(String(refused.body.detail)).toContain("{previous_date}");
    expect((await call(prompts.GET!, "/api/admin/prompts", asAdmin())).body.followup_prompt).toBe(
      DEFAULT_PROMPTS.followup_prompt,
    );
    const row = await db.adminAuditLog.findFirstOrThrow({ where: { action: "prompts.update" } });
    expect(row.after).toEqual({ summary_prompt: "Be brief." });
  });
});

describe("maintenance", () => {
  it("cleans up expired reports and says how many", async () => {
    const expired = await makeReport({ expiresAt: new Date(Date.now() - DAY) });
    const kept = await makeReport({ expiresAt: new Date(Date.now() + DAY) });
    const res = await call(cleanup.POST!, "/api/admin/cleanup-expired", asAdmin({ method: "POST" }));
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Cleaned up \d+ expired report/);
    expect(await db.report.count({ where: { id: expired.id } })).toBe(0);
    expect(await db.report.count({ where: { id: kept.id } })).toBe(1);
  });

  it("updates the credit expiry and, when asked, moves existing balances", async () => {
    const holder = await makeUser({ credits: 3, creditsExpiresAt: new Date(Date.now() + DAY) });
    const granted = new Date(Date.now() - 2 * DAY);
    await db.creditLedgerEntry.create({
      data: { userId: holder.id, delta: 3, balanceAfter: 3, reason: "purchase", createdAt: granted },
    });
    const res = await call(
      updateExpiry.POST!,
      "/",
      asAdmin({ json: { credits_expiry_days: 90, apply_to_existing: true } }),
    );
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe("string");
    expect((await getSettings()).credits_expiry_days).toBe(90);
    const after = await db.user.findUniqueOrThrow({ where: { id: holder.id } });
    expect(after.creditsExpiresAt?.getTime()).toBe(granted.getTime() + 90 * DAY);
  });
});

describe("vouchers", () => {
  it("creates with the defaults and an upper-cased code, refuses a taken code, edits, toggles and deletes", async () => {
    const code = `spring${randomUUID().slice(0, 4)}`;
    const created = await call(vouchers.POST!, "/", asAdmin({ json: { code } }));
    expect(created.status).toBe(200);
    const v = created.body.voucher as Json;
    expect(v).toMatchObject({
      code: code.toUpperCase(),
      report_count: 1,
      usage_limit: 10,
      used_count: 0,
      remaining_uses: 10,
      is_active: true,
      voucher_type: "admin",
    });
    const days = (new Date(v.expires_at as string).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    expect(await call(vouchers.POST!, "/", asAdmin({ json: { code: code.toUpperCase() } }))).toMatchObject({
      status: 409,
      body: { detail: VOUCHER_CODE_TAKEN },
    });

    const id = v.id as string;
    const edited = await call(
      voucher.PUT!,
      "/",
      asAdmin({
        method: "PUT",
        json: { code: `${code}x`, usage_limit: 3, expires_days: null },
        params: { id },
      }),
    );
    expect(edited.body.voucher).toMatchObject({
      code: `${code}X`.toUpperCase(),
      usage_limit: 3,
      expires_at: null,
    });

    expect(
      (await call(voucherDisable.PUT!, "/", asAdmin({ method: "PUT", params: { id } }))).body.is_active,
    ).toBe(false);
    expect((await db.voucher.findUniqueOrThrow({ where: { id } })).isActive).toBe(false);
    expect(
      (await call(voucherEnable.PUT!, "/", asAdmin({ method: "PUT", params: { id } }))).body.is_active,
    ).toBe(true);

    const audits = await db.adminAuditLog.findMany({
      where: { targetId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => a.action)).toEqual([
      "voucher.create",
      "voucher.update",
      "voucher.disable",
      "voucher.enable",
    ]);

    expect((await call(voucher.DELETE!, "/", asAdmin({ method: "DELETE", params: { id } }))).status).toBe(
      200,
    );
    expect(await db.voucher.count({ where: { id } })).toBe(0);
  });

  it("lists the 5 most recent redemptions per voucher and the voucher transactions", async () => {
    const v = await db.voucher.create({
      data: { code: `RECENT${randomUUID().slice(0, 4)}`, usageLimit: 100 },
    });
    for (let i = 0; i < 7; i++) {
      const u = await makeUser();
      await db.voucherRedemption.create({
        data: { voucherId: v.id, userId: u.id, redeemedAt: new Date(Date.now() - i * 1000) },
      });
      await db.voucherTransaction.create({
        data: {
          transactionType: "voucher_redemption",
          voucherId: v.id,
          voucherCode: v.code,
          userId: u.id,
          userEmail: u.email,
          credits: 1,
          description: "Redeemed",
        },
      });
    }
    const list = await call(vouchers.GET!, "/", asAdmin());
    const mine = (list.body.vouchers as Json[]).find((x) => x.id === v.id)!;
    expect((mine.usage_records as Json[]).length).toBe(5);
    const tx = await call(voucherTransactions.GET!, "/", asAdmin());
    expect((tx.body.transactions as Json[]).filter((t) => t.voucher_code === v.code).length).toBe(7);
  });

  it("refuses an empty code", async () => {
    expect((await call(vouchers.POST!, "/", asAdmin({ json: { code: "  " } }))).status).toBe(422);
  });

  it("refuses a usage limit below the uses already made, and takes one equal to them", async () => {
    const { id } = await db.voucher.create({
      data: { code: `USED${randomUUID().slice(0, 4)}`, usageLimit: 10, usedCount: 4 },
    });
    const limit = (usage_limit: number) =>
      call(voucher.PUT!, "/", asAdmin({ method: "PUT", json: { usage_limit }, params: { id } }));

    expect(await limit(3)).toMatchObject({ status: 422, body: { detail: voucherLimitBelowUses(4) } });
    expect((await db.voucher.findUniqueOrThrow({ where: { id } })).usageLimit).toBe(10);

    expect((await limit(4)).body.voucher).toMatchObject({ usage_limit: 4, used_count: 4, remaining_uses: 0 });
  });
});

describe("integrations", () => {
  const OPENAI = "sk-test-0123456789abcdefSECRETopenai";
  const STRIPE = {
    publishable_key: "pk_test_51PUBLISHABLEkey9876",
    secret_key: "sk_test_51SECRETstripekey1234",
    webhook_secret: "whsec_WEBHOOKsecretvalue5555",
  };
  const RESEND = "re_RESENDsecretkey_4321";

  it("refuse missing keys with the spec's messages", async () => {
    expect(await call(configureOpenAi.POST!, "/", asAdmin({ json: { api_key: " " } }))).toMatchObject({
      status: 422,
      body: { detail: OPENAI_KEY_REQUIRED },
    });
    expect(
      await call(configureStripe.POST!, "/", asAdmin({ json: { ...STRIPE, webhook_secret: "" } })),
    ).toMatchObject({ status: 422, body: { detail: STRIPE_KEYS_REQUIRED } });
    expect(await call(configureResend.POST!, "/", asAdmin({ json: {} }))).toMatchObject({
      status: 422,
      body: { detail: RESEND_KEY_REQUIRED },
    });
  });

  it("store keys encrypted, answer only previews anywhere, and the app uses a saved key at once", async () => {
    const answers: unknown[] = [];
    const r1 = await call(configureOpenAi.POST!, "/", asAdmin({ json: { api_key: OPENAI } }));
    expect(r1.status).toBe(200);
    answers.push(r1.body);
    expect(await openAiApiKey()).toBe(OPENAI);
    answers.push((await call(configureStripe.POST!, "/", asAdmin({ json: STRIPE }))).body);
    expect((await stripeKeys())?.secretKey).toBe(STRIPE.secret_key);
    answers.push((await call(configureResend.POST!, "/", asAdmin({ json: { api_key: RESEND } }))).body);

    const status = await call(integrationStatus.GET!, "/", asAdmin());
    answers.push(status.body);
    expect(status.body).toMatchObject({
      openai: { configured: true, source: "database", key_preview: expect.stringMatching(/enai$/) },
      stripe: { configured: true, source: "database", webhook_configured: true },
      resend: { configured: true, source: "database" },
      emergent_llm: { configured: false },
    });
    answers.push((await call(environmentKeys.GET!, "/", asAdmin())).body);
    answers.push((await call(audit.GET!, "/api/admin/audit?target_type=integration", asAdmin())).body);
    const rows = await db.integrationSecret.findMany();
    const everything = JSON.stringify([answers, rows, await db.adminAuditLog.findMany()]);
    for (const secret of [OPENAI, RESEND, ...Object.values(STRIPE)]) expect(everything).not.toContain(secret);

    const removed = await call(removeOpenAi.DELETE!, "/", asAdmin({ method: "DELETE" }));
    expect(removed.status).toBe(200);
    expect(await db.integrationSecret.count({ where: { service: "openai" } })).toBe(0);
    expect(await openAiApiKey()).not.toBe(OPENAI);
  });
});

describe("API keys", () => {
  it("creates a key with the default permission, lists it by preview only, and reveals it only when asked", async () => {
    const created = await call(apiKeys.POST!, "/", asAdmin({ json: { name: "Clinic" } }));
    expect(created.status).toBe(200);
    const id = created.body.key_id as string;
    expect(JSON.stringify(created.body)).not.toMatch(new RegExp(`${API_KEY_PREFIX}[A-Za-z0-9_-]{20}`));
    const row = await db.apiKey.findUniqueOrThrow({ where: { id } });
    expect(row.permissions).toEqual(["summary"]);

    const list = await call(apiKeys.GET!, "/api/admin/api-keys", asAdmin());
    const listed = (list.body.api_keys as Json[]).find((k) => k.id === id)!;
    expect(listed).toMatchObject({
      name: "Clinic",
      permissions: ["summary"],
      active: true,
      usage_count: 0,
      key: null,
      show_full: false,
    });
    expect(listed.key_preview).toMatch(new RegExp(`^${API_KEY_PREFIX}\\.\\.\\..{4}$`));

    const shown = await call(apiKeys.GET!, `/api/admin/api-keys?show_full_key=${id}`, asAdmin());
    const revealed = (shown.body.api_keys as Json[]).find((k) => k.id === id)!;
    const key = revealed.key as string;
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.length).toBeGreaterThan(40);
    expect(hashApiKey(key)).toBe(row.keyHash);
    expect(revealed.show_full).toBe(true);
    expect(JSON.stringify(await db.adminAuditLog.findMany())).not.toContain(key);
    expect(row.keyEncrypted).not.toContain(key.slice(API_KEY_PREFIX.length));
    expect(JSON.stringify((await call(apiKeys.GET!, "/api/admin/api-keys", asAdmin())).body)).not.toContain(
      key,
    );
    expect(await db.adminAuditLog.count({ where: { targetId: id, action: "api_key.reveal" } })).toBe(1);
  });

  it("refuses a key without a name or permission", async () => {
    expect((await call(apiKeys.POST!, "/", asAdmin({ json: { name: " " } }))).status).toBe(422);
    expect((await call(apiKeys.POST!, "/", asAdmin({ json: { name: "X", permissions: [] } }))).status).toBe(
      422,
    );
  });

  it("edits, toggles and deletes a key", async () => {
    const id = (await call(apiKeys.POST!, "/", asAdmin({ json: { name: "Lab", permissions: ["full"] } })))
      .body.key_id as string;
    const edited = await call(
      apiKey.PUT!,
      "/",
      asAdmin({ method: "PUT", json: { name: "Lab 2", permissions: ["summary", "full"] }, params: { id } }),
    );
    expect(edited.body.api_key).toMatchObject({ name: "Lab 2", permissions: ["summary", "full"] });
    const off = await call(apiKeyToggle.PUT!, "/", asAdmin({ method: "PUT", params: { id } }));
    expect(off.body).toMatchObject({ active: false, message: expect.any(String) });
    expect((await db.apiKey.findUniqueOrThrow({ where: { id } })).active).toBe(false);
    expect((await call(apiKey.DELETE!, "/", asAdmin({ method: "DELETE", params: { id } }))).status).toBe(200);
    expect(await db.apiKey.count({ where: { id } })).toBe(0);
    const actions = (
      await db.adminAuditLog.findMany({ where: { targetId: id }, orderBy: { createdAt: "asc" } })
    ).map((a) => a.action);
    expect(actions).toEqual(["api_key.create", "api_key.update", "api_key.disable", "api_key.delete"]);
  });

  it("a key shown once by reveal is in no log line and no list response", async () => {
    // Every line any logger writes (request loggers are children sharing the root's stream).
    const lines: string[] = [];
    const root = logger as unknown as Record<symbol, unknown>;
    const stream = root[pino.symbols.streamSym];
    const level = logger.level;
    root[pino.symbols.streamSym] = { write: (line: string) => lines.push(line) };
    logger.level = "trace";
    let key: string;
    const lists: unknown[] = [];
    try {
      const id = (
        await call(apiKeys.POST!, "/", asAdmin({ json: { name: "Partner", permissions: ["summary"] } }))
      ).body.key_id as string;
      const shown = await call(apiKeys.GET!, `/api/admin/api-keys?show_full_key=${id}`, asAdmin());
      key = (shown.body.api_keys as Json[]).find((k) => k.id === id)!.key as string;
      expect(key.startsWith(API_KEY_PREFIX)).toBe(true);

      const photo = `data:image/jpeg;base64,${(await jpegImage()).toString("base64")}`;
      const used = await call(externalSummary, "/api/summary", {
        json: { photo_base64: photo },
        headers: { "x-api-key": key },
      });
      expect(used.status).toBe(200);
      expect(
        (
          await call(externalFull, "/api/full", {
            json: { photo_base64: photo },
            headers: { "x-api-key": key },
          })
        ).status,
      ).toBe(403);
      await call(apiKeyToggle.PUT!, "/", asAdmin({ method: "PUT", params: { id } }));
      expect(
        (
          await call(externalSummary, "/api/summary", {
            json: { photo_base64: photo },
            headers: { "x-api-key": key },
          })
        ).status,
      ).toBe(403);
      await call(apiKey.PUT!, "/", asAdmin({ method: "PUT", json: { name: "Partner 2" }, params: { id } }));

      lists.push((await call(apiKeys.GET!, "/api/admin/api-keys", asAdmin())).body);
      lists.push((await call(audit.GET!, "/api/admin/audit?target_type=api_key", asAdmin())).body);
      lists.push((await call(audit.GET!, "/api/admin/audit", asAdmin())).body);
    } finally {
      root[pino.symbols.streamSym] = stream;
      logger.level = level;
    }
    expect(lines.some((line) => line.includes('"msg":"external report created"'))).toBe(true);
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(7);
    const secretPart = key.slice(API_KEY_PREFIX.length);
    for (const line of lines) expect(line).not.toContain(secretPart);
    for (const list of lists) expect(JSON.stringify(list)).not.toContain(secretPart);
  });
});
