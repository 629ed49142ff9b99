import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { POST as summary } from "@/app/api/analysis/summary/route";
import { GET as entitlements } from "@/app/api/user/entitlements/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { db } from "@/lib/db";
import type { ReportCharge } from "@/lib/generated/prisma/client";
import { call, randomIp } from "../support/http";
import { makePhoto, signedInAdmin, signedInUser } from "../support/factories";

const DAY = 24 * 60 * 60 * 1000;

async function makeReport(userId: string, charge: ReportCharge, createdAt = new Date()) {
  return db.report.create({
    data: {
      userId,
      title: "Mild dryness on cheeks",
      reportType: charge === "free_summary" ? "summary" : "full",
      privacySetting: "private",
      content: { content: "Findings", title: "Mild dryness on cheeks" },
      charge,
      createdAt,
    },
  });
}

function startOfThisMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

describe("GET /api/user/profile", () => {
  it("answers every field of the user, with ISO dates", async () => {
    const creditsExpiresAt = new Date(Date.now() + 90 * DAY);
    const periodEnd = new Date(Date.now() + 30 * DAY);
    const { user, token } = await signedInUser({
      fullName: "Ada Lovelace",
      credits: 4,
      creditsExpiresAt,
      subscriptionStatus: "active",
      currentPeriodEnd: periodEnd,
      subscriptionEnd: periodEnd,
      subscriptionExpiresAt: periodEnd,
      cancelAtPeriodEnd: true,
      stripeSubscriptionId: "sub_123",
      firstReportClaimed: true,
    });
    const { status, body } = await call(profile, "/api/user/profile", { bearer: token });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: user.id,
      email: user.email,
      email_verified: true,
      credits: 4,
      credits_expires_at: creditsExpiresAt.toISOString(),
      subscription_status: "active",
      subscription_end: periodEnd.toISOString(),
      subscription_expires_at: periodEnd.toISOString(),
      current_period_end: periodEnd.toISOString(),
      cancel_at_period_end: true,
      stripe_subscription_id: "sub_123",
      fair_use_count: 0,
      first_report_claimed: true,
      blocked: false,
      report_count: 0,
      created_at: user.createdAt.toISOString(),
      full_name: "Ada Lovelace",
      is_admin: false,
      spot_reminders: true,
      language: null,
      entitlements: {
        max_photos_per_report: 3,
        privacy_options: ["public", "unlisted", "private"],
        default_privacy: "private",
        can_attach_records: true,
        can_add_context_note: true,
        can_follow_up: true,
        next_report_type: "full",
        full_report_payment: "subscription",
        credits_per_full_report: 1,
        monthly_cap: { used: 0, limit: 50 },
        free_summaries: { used: 0, limit: 5 },
      },
    });
  });

  it("carries the same entitlements as GET /api/user/entitlements, byte for byte", async () => {
    const { token } = await signedInUser({ credits: 2 });
    const profileAnswer = await call(profile, "/api/user/profile", { bearer: token });
    const entitlementsAnswer = await call(entitlements, "/api/user/entitlements", { bearer: token });
    expect(entitlementsAnswer.status).toBe(200);
    expect(JSON.stringify(profileAnswer.body.entitlements)).toBe(JSON.stringify(entitlementsAnswer.body));
  });

  it("shows credits whose expiry date has passed as 0", async () => {
    const { token } = await signedInUser({ credits: 5, creditsExpiresAt: new Date(Date.now() - DAY) });
    const { body } = await call(profile, "/api/user/profile", { bearer: token });
    expect(body.credits).toBe(0);
  });

  it("tells an administrator apart from an ordinary user", async () => {
    const admin = await signedInAdmin();
    expect((await call(profile, "/api/user/profile", { bearer: admin.token })).body.is_admin).toBe(true);
  });

  it("counts all reports, and this month's free summaries of the mailbox as fair use", async () => {
    const local = `fair${randomUUID().slice(0, 8)}`;
    const { user, token } = await signedInUser({ email: `${local}@example.org` });
    const alias = await signedInUser({ email: `${local}+alias@example.org` });
    const other = await signedInUser();
    for (const caller of [user, user, alias.user]) {
      const { status } = await call(summary, "/api/analysis/summary", {
        json: { photo_ids: [await makePhoto(caller.id)] },
        bearer: caller.id === user.id ? token : alias.token,
        ip: randomIp(),
      });
      expect(status).toBe(200);
    }
    await makeReport(user.id, "credit");
    await makeReport(user.id, "free_summary", new Date(startOfThisMonth().getTime() - DAY));
    const mine = (await call(profile, "/api/user/profile", { bearer: token })).body;
    expect(mine).toMatchObject({ report_count: 4, fair_use_count: 3 });
    expect(mine.entitlements).toMatchObject({ free_summaries: { used: 3, limit: 5 } });
    expect((await call(profile, "/api/user/profile", { bearer: other.token })).body).toMatchObject({
      fair_use_count: 0,
    });
  });

  it("answers 401 without a token", async () => {
    const { status, body } = await call(profile, "/api/user/profile");
    expect(status).toBe(401);
    expect(body).toEqual({ detail: "Not authenticated" });
  });
});
