import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as stats } from "@/app/api/admin/stats/route";
import { adminStats } from "@/lib/admin/stats";
import { sessionCookieName } from "@/lib/auth/tokens";
import { authSecret } from "@/lib/config/secrets";
import { db } from "@/lib/db";
import { proxy } from "@/proxy";
import { call } from "../support/http";
import { makeUser, signedInAdmin, signedInUser } from "../support/factories";

const DAY = 24 * 60 * 60 * 1000;

async function visitAdminPage(path: string, token?: string) {
  const headers = new Headers(token ? { cookie: `${sessionCookieName()}=${token}` } : {});
  return proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
}

const shownNotFound = (response: Response) =>
  response.status === 404 && response.headers.get("x-middleware-rewrite")?.endsWith("/not-found") === true;

function tamper(token: string): string {
  return token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
}

describe("the /admin pages", () => {
  it("show the not-found page to a visitor", async () => {
    expect(shownNotFound(await visitAdminPage("/admin"))).toBe(true);
    expect(shownNotFound(await visitAdminPage("/admin/users"))).toBe(true);
  });

  it("show the not-found page to an ordinary signed-in user", async () => {
    const { token } = await signedInUser();
    expect(shownNotFound(await visitAdminPage("/admin", token))).toBe(true);
  });

  it("show the not-found page to a blocked administrator", async () => {
    const { token } = await signedInAdmin({ blocked: true });
    expect(shownNotFound(await visitAdminPage("/admin", token))).toBe(true);
  });

  it("show the not-found page for a tampered or expired administrator token", async () => {
    const { user, token } = await signedInAdmin();
    expect(shownNotFound(await visitAdminPage("/admin", tamper(token)))).toBe(true);
    const expired = await encode({
      token: { sub: user.id, email: user.email },
      secret: authSecret(),
      maxAge: -60,
    });
    expect(shownNotFound(await visitAdminPage("/admin", expired))).toBe(true);
  });

  it("open for an administrator, and other pages stay open to everyone", async () => {
    const { token } = await signedInAdmin();
    const asAdmin = await visitAdminPage("/admin", token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("x-middleware-next")).toBe("1");
    expect(asAdmin.headers.get("x-middleware-rewrite")).toBeNull();
    const elsewhere = await visitAdminPage("/administrators-guide");
    expect(elsewhere.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("GET /api/admin/stats", () => {
  it("answers 401 when signed out", async () => {
    const { status, body } = await call(stats, "/api/admin/stats");
    expect(status).toBe(401);
    expect(body).toEqual({ detail: "Not authenticated" });
  });

  it("answers 403 to an ordinary user", async () => {
    const { token } = await signedInUser();
    const { status, body } = await call(stats, "/api/admin/stats", { bearer: token });
    expect(status).toBe(403);
    expect(body).toEqual({ detail: "Admin access required", code: "admin_required" });
  });

  it("answers 403 to a blocked administrator", async () => {
    const { token } = await signedInAdmin({ blocked: true });
    const { status, body } = await call(stats, "/api/admin/stats", { bearer: token });
    expect(status).toBe(403);
    expect(body.detail).toMatch(/blocked/);
  });

  describe("figures", () => {
    beforeEach(async () => {
      await db.report.deleteMany();
      await db.payment.deleteMany();
      await db.user.deleteMany();
    });

    it("are computed from users, reports and payments", async () => {
      const now = new Date();
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - DAY);
      const withCredits = await makeUser({ credits: 3, creditsExpiresAt: new Date(now.getTime() + DAY) });
      await makeUser({ credits: 2, creditsExpiresAt: new Date(now.getTime() - DAY) });
      const subscriber = await makeUser({ subscriptionStatus: "active" });
      await makeUser({ subscriptionStatus: "canceled" });
      await makeUser({ subscriptionStatus: "active", currentPeriodEnd: new Date(now.getTime() - DAY) }); // lapsed
      await makeUser();
      const spentCredits = await makeUser();
      const pendingBuyer = await makeUser();
      const { token } = await signedInAdmin();

      const payment = (userId: string | null, amountCents: number, status: "completed" | "pending") => ({
        userId,
        userEmail: "buyer@example.com",
        planType: "credits_1" as const,
        amountCents,
        status,
      });
      await db.payment.createMany({
        data: [
          payment(subscriber.id, 9588, "completed"),
          payment(spentCredits.id, 999, "completed"),
          payment(pendingBuyer.id, 1999, "pending"),
          payment(null, 7999, "completed"), // an account deleted since
        ],
      });
      const report = (createdAt: Date) => ({
        userId: withCredits.id,
        title: "Report",
        reportType: "summary" as const,
        privacySetting: "public" as const,
        content: { content: "..." },
        charge: "free_summary" as const,
        createdAt,
      });
      await db.report.createMany({
        data: [report(now), report(now), report(now), report(lastMonth), report(lastMonth)],
      });

      const { status, body } = await call(stats, "/api/admin/stats", { bearer: token });
      expect(status).toBe(200);
      expect(body).toEqual({
        total_users: 9,
        paying_users: 3,
        total_reports: 5,
        conversion_rate: 33.33,
        total_revenue: 185.86,
        active_subscriptions: 1,
        reports_this_month: 3,
      });
    });

    it("show a conversion rate of 0 when there are no users", async () => {
      expect(await adminStats()).toEqual({
        total_users: 0,
        paying_users: 0,
        total_reports: 0,
        conversion_rate: 0,
        total_revenue: 0,
        active_subscriptions: 0,
        reports_this_month: 0,
      });
    });
  });
});
