import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditList } from "@/app/api/admin/audit/route";
import { GET as reportsList } from "@/app/api/admin/reports/route";
import { GET as featuredList } from "@/app/api/admin/reports/featured/route";
import {
  DELETE as reportDelete,
  GET as reportGet,
  PUT as reportPut,
} from "@/app/api/admin/reports/[id]/route";
import { POST as reportFeature } from "@/app/api/admin/reports/[id]/feature/route";
import { GET as usersList } from "@/app/api/admin/users/route";
import { DELETE as userDelete, PUT as userPut } from "@/app/api/admin/users/[id]/route";
import { GET as userReports } from "@/app/api/admin/users/[id]/reports/route";
import { GET as userTransactions } from "@/app/api/admin/users/[id]/transactions/route";
import { GET as me } from "@/app/api/user/profile/route";
import { ONLY_PUBLIC_FEATURED, REPORT_DELETED } from "@/lib/admin/reports";
import { USER_DELETED } from "@/lib/admin/users";
import { CANNOT_BLOCK_SELF, CANNOT_DELETE_SELF } from "@/lib/admin/messages";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { call } from "../support/http";
import { makePhoto, makeReport, makeUser, signedInAdmin, signedInUser } from "../support/factories";

const DAY = 24 * 60 * 60 * 1000;
const tag = () => `t${randomUUID().slice(0, 8)}`;

let admin: User;
let adminToken: string;

beforeAll(async () => {
  ({ user: admin, token: adminToken } = await signedInAdmin());
});

type Json = Record<string, unknown>;
/** Call options as the administrator. */
function opts(extra: Parameters<typeof call>[2] = {}) {
  return { ...extra, bearer: adminToken };
}

describe("users list", () => {
  it("searches, filters and sorts in the database and pages with the total", async () => {
    const t = tag();
    const now = Date.now();
    const a = await makeUser({
      email: `${t}-a@example.com`,
      credits: 5,
      creditsExpiresAt: new Date(now + DAY),
    });
    await makeUser({ email: `${t}-b@example.com`, blocked: true });
    await makeUser({ email: `${t}-c@example.com`, subscriptionStatus: "active" });
    const d = await makeUser({ email: `${t}-d@example.com` });
    await makeReport({ userId: d.id });
    await makeReport({ userId: d.id });
    await makeReport({ userId: a.id });
    await makeUser({ email: `other-${tag()}@example.com` });

    const list = async (q: string) =>
      (await call(usersList, `/api/admin/users?search=${t}&${q}`, opts())).body as {
        users: Json[];
        total: number;
      };
    const emails = (r: { users: Json[] }) =>
      r.users.map((u) => (u.email as string).slice(t.length + 1, t.length + 2));

    expect(emails(await list("sort_by=email&sort_order=asc"))).toEqual(["a", "b", "c", "d"]);
    expect((await list("")).total).toBe(4);
    expect(emails(await list("filter_type=blocked"))).toEqual(["b"]);
    expect(emails(await list("filter_type=active&sort_by=email&sort_order=asc"))).toEqual(["a", "c", "d"]);
    expect(emails(await list("filter_type=paying&sort_by=email&sort_order=asc"))).toEqual(["a", "c"]);
    expect(emails(await list("filter_type=free&sort_by=email&sort_order=asc"))).toEqual(["b", "d"]);
    expect(emails(await list("filter_type=subscribers"))).toEqual(["c"]);
    expect(emails(await list("sort_by=credits&sort_order=desc")).at(0)).toBe("a");
    const byReports = await list("sort_by=report_count&sort_order=desc");
    expect(emails(byReports).slice(0, 2)).toEqual(["d", "a"]);
    expect(byReports.users[0]).toMatchObject({ report_count: 2, blocked: false });
    const page2 = await list("sort_by=email&sort_order=asc&page=2&page_size=3");
    expect(emails(page2)).toEqual(["d"]);
    expect(page2.total).toBe(4);
    expect(Object.keys(byReports.users[0]!).sort()).toEqual(
      [
        "id",
        "email",
        "email_verified",
        "credits",
        "credits_expires_at",
        "full_name",
        "created_at",
        "subscription_status",
        "subscription_end",
        "subscription_expires_at",
        "current_period_end",
        "cancel_at_period_end",
        "stripe_subscription_id",
        "fair_use_count",
        "first_report_claimed",
        "blocked",
        "report_count",
      ].sort(),
    );
  });

  it("refuses an unknown filter or sort with 422", async () => {
    expect((await call(usersList, "/api/admin/users?filter_type=rich", opts())).status).toBe(422);
    expect((await call(usersList, "/api/admin/users?sort_by=password", opts())).status).toBe(422);
  });
});

describe("the columns the lists sort by", () => {
  it("keep each user's report count and each report's owner e-mail through new reports, a change of owner, an e-mail change and deletions", async () => {
    const t = tag();
    const anna = await makeUser({ email: `${t}-anna@example.com` });
    const bert = await makeUser({ email: `${t}-bert@example.com` });
    const counts = async () =>
      (await db.user.findMany({ where: { id: { in: [anna.id, bert.id] } }, orderBy: { email: "asc" } })).map(
        (u) => u.reportCount,
      );
    const emailOf = async (id: string) => (await db.report.findUniqueOrThrow({ where: { id } })).userEmail;

    const first = await makeReport({ userId: anna.id, title: `${t} first` });
    const second = await makeReport({ userId: anna.id, title: `${t} second` });
    const visitors = await makeReport({ title: `${t} visitor's` });
    expect(await counts()).toEqual([2, 0]);
    expect(await emailOf(first.id)).toBe(`${t}-anna@example.com`);
    expect(await emailOf(visitors.id)).toBeNull();

    // A visitor's report claimed by Bert, and one of Anna's moved to Bert.
    await db.report.update({ where: { id: visitors.id }, data: { userId: bert.id } });
    await db.report.update({ where: { id: second.id }, data: { userId: bert.id } });
    expect(await counts()).toEqual([1, 2]);
    expect(await emailOf(visitors.id)).toBe(`${t}-bert@example.com`);
    expect(await emailOf(second.id)).toBe(`${t}-bert@example.com`);

    // A write of the copy itself cannot make it wrong.
    await db.report.update({ where: { id: first.id }, data: { userEmail: "someone@else.example" } });
    expect(await emailOf(first.id)).toBe(`${t}-anna@example.com`);

    await db.user.update({ where: { id: bert.id }, data: { email: `${t}-bertram@example.com` } });
    expect(await emailOf(second.id)).toBe(`${t}-bertram@example.com`);

    await db.report.delete({ where: { id: visitors.id } });
    expect(await counts()).toEqual([1, 1]);

    await makeReport({ userId: anna.id, title: `${t} third` });
    expect(await counts()).toEqual([2, 1]);

    const sorted = async (order: string) =>
      (
        (
          await call(
            usersList,
            `/api/admin/users?search=${t}&sort_by=report_count&sort_order=${order}`,
            opts(),
          )
        ).body.users as Json[]
      ).map((u) => [u.email, u.report_count]);
    expect(await sorted("desc")).toEqual([
      [`${t}-anna@example.com`, 2],
      [`${t}-bertram@example.com`, 1],
    ]);
    expect(await sorted("asc")).toEqual([
      [`${t}-bertram@example.com`, 1],
      [`${t}-anna@example.com`, 2],
    ]);
  });
});

describe("editing a user", () => {
  it("a credit change goes through the ledger as an admin adjustment, with an audit row", async () => {
    const user = await makeUser({ credits: 2, creditsExpiresAt: new Date(Date.now() + DAY) });
    const up = await call(
      userPut,
      `/api/admin/users/${user.id}`,
      opts({ method: "PUT", json: { credits: 7 }, params: { id: user.id } }),
    );
    expect(up.status).toBe(200);
    expect(up.body.credits).toBe(7);
    const down = await call(
      userPut,
      `/api/admin/users/${user.id}`,
      opts({ method: "PUT", json: { credits: 1 }, params: { id: user.id } }),
    );
    expect(down.body.credits).toBe(1);
    const ledger = await db.creditLedgerEntry.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(ledger.map((e) => [e.delta, e.balanceAfter, e.reason])).toEqual([
      [5, 7, "admin_adjustment"],
      [-6, 1, "admin_adjustment"],
    ]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(1);
    const audit = await db.adminAuditLog.findMany({
      where: { targetId: user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(
      audit.map((a) => [a.action, a.adminEmail, (a.before as Json).credits, (a.after as Json).credits]),
    ).toEqual([
      ["user.update", admin.email, 2, 7],
      ["user.update", admin.email, 7, 1],
    ]);
  });

  it("sets the subscription status", async () => {
    const user = await makeUser();
    const res = await call(
      userPut,
      `/api/admin/users/${user.id}`,
      opts({ method: "PUT", json: { subscription_status: "active" }, params: { id: user.id } }),
    );
    expect(res.body.subscription_status).toBe("active");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe("active");
  });

  it("blocking ends the user's sessions at once, and unblocking does not revive them", async () => {
    const { user, token } = await signedInUser();
    expect((await call(me, "/api/user/profile", { bearer: token })).status).toBe(200);
    const res = await call(
      userPut,
      `/api/admin/users/${user.id}`,
      opts({ method: "PUT", json: { blocked: true }, params: { id: user.id } }),
    );
    expect(res.body.blocked).toBe(true);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await call(me, "/api/user/profile", { bearer: token })).status).toBeGreaterThanOrEqual(401);
    await call(
      userPut,
      `/api/admin/users/${user.id}`,
      opts({ method: "PUT", json: { blocked: false }, params: { id: user.id } }),
    );
    expect((await call(me, "/api/user/profile", { bearer: token })).status).toBe(401);
  });

  it("an administrator cannot block or delete their own account, and stays signed in", async () => {
    const { user: self, token } = await signedInAdmin();
    const asSelf = (extra: Parameters<typeof call>[2]) => ({ ...extra, bearer: token });
    const block = await call(
      userPut,
      `/api/admin/users/${self.id}`,
      asSelf({ method: "PUT", json: { blocked: true }, params: { id: self.id } }),
    );
    expect(block.status).toBe(400);
    expect(block.body.detail).toBe(CANNOT_BLOCK_SELF);
    const erase = await call(
      userDelete,
      `/api/admin/users/${self.id}?delete_type=hard`,
      asSelf({ method: "DELETE", params: { id: self.id } }),
    );
    expect(erase.status).toBe(400);
    expect(erase.body.detail).toBe(CANNOT_DELETE_SELF);
    expect((await db.user.findUniqueOrThrow({ where: { id: self.id } })).blocked).toBe(false);
    expect((await call(me, "/api/user/profile", { bearer: token })).status).toBe(200);
    // Another administrator's other changes to them still go through.
    const credits = await call(
      userPut,
      `/api/admin/users/${self.id}`,
      opts({ method: "PUT", json: { credits: 3 }, params: { id: self.id } }),
    );
    expect(credits.status).toBe(200);
  });

  it("writes the change and its audit row in one transaction: a failed audit write leaves the user untouched", async () => {
    const { user, token } = await signedInUser();
    await db.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$ LANGUAGE plpgsql`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_audit BEFORE INSERT ON admin_audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
    );
    try {
      const res = await call(
        userPut,
        `/api/admin/users/${user.id}`,
        opts({ method: "PUT", json: { blocked: true, credits: 9 }, params: { id: user.id } }),
      );
      expect(res.status).toBe(500);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_audit ON admin_audit_log`);
    }
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect([after.blocked, after.credits]).toEqual([false, 0]);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(0);
    expect((await call(me, "/api/user/profile", { bearer: token })).status).toBe(200);
  });

  it("answers 404 for an unknown user and 422 for a negative balance", async () => {
    const id = randomUUID();
    expect(
      (
        await call(
          userPut,
          `/api/admin/users/${id}`,
          opts({ method: "PUT", json: { blocked: true }, params: { id } }),
        )
      ).status,
    ).toBe(404);
    const user = await makeUser();
    expect(
      (await call(userPut, "/", opts({ method: "PUT", json: { credits: -1 }, params: { id: user.id } })))
        .status,
    ).toBe(422);
  });
});

describe("hard-deleting a user", () => {
  it("removes the photos, records and reports and keeps the payments detached", async () => {
    const user = await makeUser();
    const photoId = await makePhoto(user.id);
    const report = await makeReport({ userId: user.id, photoIds: [photoId] });
    const payment = await db.payment.create({
      data: {
        userId: user.id,
        userEmail: user.email,
        planType: "credits_1",
        amountCents: 999,
        status: "completed",
      },
    });
    const refused = await call(userDelete, "/", opts({ method: "DELETE", params: { id: user.id } }));
    expect(refused.status).toBe(422);
    const res = await call(
      userDelete,
      `/api/admin/users/${user.id}?delete_type=hard`,
      opts({ method: "DELETE", params: { id: user.id } }),
    );
    expect(res).toMatchObject({ status: 200, body: { message: USER_DELETED } });
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.report.count({ where: { id: report.id } })).toBe(0);
    expect(await db.photo.count({ where: { id: photoId } })).toBe(0);
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      userId: null,
      userEmail: user.email,
    });
    const audit = await db.adminAuditLog.findFirstOrThrow({
      where: { targetId: user.id, action: "user.delete" },
    });
    expect((audit.before as Json).email).toBe(user.email);
  });
});

describe("a user's reports and transactions", () => {
  it("lists the user's reports, ledger, payments and voucher transactions", async () => {
    const user = await makeUser();
    await makeReport({ userId: user.id, title: "Mine" });
    await db.payment.create({
      data: {
        userId: user.id,
        userEmail: user.email,
        planType: "credits_3",
        amountCents: 1999,
        status: "completed",
      },
    });
    await db.voucherTransaction.create({
      data: {
        transactionType: "voucher_redemption",
        voucherCode: "WELCOME",
        userId: user.id,
        userEmail: user.email,
        credits: 1,
        description: "Redeemed",
      },
    });
    await call(userPut, "/", opts({ method: "PUT", json: { credits: 2 }, params: { id: user.id } }));
    const reports = await call(userReports, "/", opts({ params: { id: user.id } }));
    expect((reports.body.reports as Json[]).map((r) => r.title)).toEqual(["Mine"]);
    const tx = await call(userTransactions, "/", opts({ params: { id: user.id } }));
    expect((tx.body.credit_ledger as Json[]).map((e) => e.reason)).toEqual(["admin_adjustment"]);
    expect((tx.body.payments as Json[])[0]).toMatchObject({
      amount: 19.99,
      plan_type: "3_credits",
      currency: "EUR",
    });
    expect((tx.body.voucher_transactions as Json[])[0]).toMatchObject({ voucher_code: "WELCOME" });
  });
});

describe("reports list and detail", () => {
  async function threeReports() {
    const t = tag();
    const owner = await makeUser({ email: `${t}@example.com` });
    const base = Date.now() - 10 * DAY;
    const r1 = await makeReport({
      userId: owner.id,
      title: `${t} one`,
      createdAt: new Date(base + 1000),
      text: "x".repeat(500),
    });
    const r2 = await makeReport({
      userId: owner.id,
      title: `${t} two`,
      createdAt: new Date(base + 2000),
      reportType: "full",
      charge: "credit",
      privacySetting: "private",
    });
    const r3 = await makeReport({
      userId: owner.id,
      title: `${t} three`,
      createdAt: new Date(base + 3000),
      disabled: true,
    });
    return { t, owner, r1, r2, r3 };
  }

  it("filters and sorts by the database with the total", async () => {
    const { t, r1, r2, r3 } = await threeReports();
    const ids = async (q: string) => {
      const res = await call(reportsList, `/api/admin/reports?search=${t}&${q}`, opts());
      expect(res.status).toBe(200);
      return { ids: (res.body.reports as Json[]).map((r) => r.id), total: res.body.total };
    };
    expect(await ids("")).toEqual({ ids: [r3.id, r2.id, r1.id], total: 3 });
    expect((await ids("sort_order=asc")).ids).toEqual([r1.id, r2.id, r3.id]);
    expect((await ids("filter_type=full")).ids).toEqual([r2.id]);
    expect((await ids("filter_type=summary")).ids).toEqual([r3.id, r1.id]);
    expect((await ids("filter_type=private")).ids).toEqual([r2.id]);
    expect((await ids("filter_type=public")).ids).toEqual([r3.id, r1.id]);
    expect((await ids("filter_type=disabled")).ids).toEqual([r3.id]);
    expect((await ids("filter_type=active")).ids).toEqual([r2.id, r1.id]);
    expect((await ids("sort_by=report_type&sort_order=desc")).ids[0]).toBe(r2.id);
    expect((await ids("sort_by=privacy_setting&sort_order=desc")).ids[0]).toBe(r2.id);
    expect((await ids("sort_by=user_email&sort_order=asc")).total).toBe(3);
    expect(await ids("page=2&page_size=2")).toEqual({ ids: [r1.id], total: 3 });
  });

  it("the detail's previous and next wrap around in the list's ordering, with a 200-character preview", async () => {
    const { t, r1, r2, r3 } = await threeReports();
    const detail = async (id: string, q = "") =>
      (await call(reportGet, `/api/admin/reports/${id}?search=${t}${q}`, opts({ params: { id } }))).body;
    // Newest first: r3, r2, r1.
    expect(await detail(r3.id)).toMatchObject({ previous_id: r1.id, next_id: r2.id });
    expect(await detail(r2.id)).toMatchObject({ previous_id: r3.id, next_id: r1.id });
    expect(await detail(r1.id)).toMatchObject({ previous_id: r2.id, next_id: r3.id });
    // Oldest first, and within a filter.
    expect(await detail(r3.id, "&sort_order=asc")).toMatchObject({ previous_id: r2.id, next_id: r1.id });
    expect(await detail(r1.id, "&filter_type=active")).toMatchObject({ previous_id: r2.id, next_id: r2.id });
    const body = await detail(r1.id);
    const report = body.report as Json;
    expect(report.content_preview).toBe("x".repeat(200));
    expect(report).toMatchObject({ id: r1.id, user_email: expect.stringContaining(t) });
  });

  it("answers 404 for an unknown report", async () => {
    const id = randomUUID();
    expect((await call(reportGet, "/", opts({ params: { id } }))).status).toBe(404);
  });
});

describe("editing, featuring and deleting reports", () => {
  it("changes privacy and disabled, with an audit row of before and after", async () => {
    const report = await makeReport({ featured: true });
    const res = await call(
      reportPut,
      "/",
      opts({
        method: "PUT",
        json: { privacy_setting: "private", disabled: true },
        params: { id: report.id },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ privacy_setting: "private", disabled: true, featured: false });
    const audit = await db.adminAuditLog.findFirstOrThrow({ where: { targetId: report.id } });
    expect(audit.before).toEqual({ privacy_setting: "public", disabled: false, featured: true });
    expect(audit.after).toEqual({ privacy_setting: "private", disabled: true, featured: false });
  });

  it("features only public reports, and the featured list shows them", async () => {
    const priv = await makeReport({ privacySetting: "private" });
    const refused = await call(reportFeature, "/", opts({ method: "POST", params: { id: priv.id } }));
    expect(refused).toMatchObject({ status: 400, body: { detail: ONLY_PUBLIC_FEATURED } });
    expect((await db.report.findUniqueOrThrow({ where: { id: priv.id } })).featured).toBe(false);

    const pub = await makeReport({ photoIds: [await makePhoto()] });
    const on = await call(reportFeature, "/", opts({ method: "POST", params: { id: pub.id } }));
    expect(on).toMatchObject({ status: 200, body: { featured: true } });
    expect(typeof on.body.message).toBe("string");
    const featured = await call(featuredList, "/api/admin/reports/featured", opts());
    expect((featured.body.featured_reports as Json[]).map((r) => r.id)).toContain(pub.id);
    const off = await call(reportFeature, "/", opts({ method: "POST", params: { id: pub.id } }));
    expect(off.body.featured).toBe(false);
  });

  it("hard-deletes a report with its photos", async () => {
    const photoId = await makePhoto();
    const report = await makeReport({ photoIds: [photoId] });
    const res = await call(
      reportDelete,
      "/?delete_type=hard",
      opts({ method: "DELETE", params: { id: report.id } }),
    );
    expect(res).toMatchObject({ status: 200, body: { message: REPORT_DELETED } });
    expect(await db.report.count({ where: { id: report.id } })).toBe(0);
    expect(await db.photo.count({ where: { id: photoId } })).toBe(0);
  });
});

describe("the audit trail", () => {
  it("lists changes filtered by administrator and by target", async () => {
    const { user: other, token: otherToken } = await signedInAdmin();
    const target = await makeUser();
    await call(userPut, "/", opts({ method: "PUT", json: { blocked: true }, params: { id: target.id } }));
    await call(userPut, "/", {
      method: "PUT",
      json: { blocked: false },
      params: { id: target.id },
      bearer: otherToken,
    });
    const byTarget = await call(
      auditList,
      `/api/admin/audit?target_type=user&target_id=${target.id}`,
      opts(),
    );
    expect((byTarget.body.entries as Json[]).map((e) => e.admin_email)).toEqual([other.email, admin.email]);
    const byAdmin = await call(auditList, `/api/admin/audit?admin=${other.id}`, opts());
    expect(byAdmin.body.total).toBe(1);
    expect((byAdmin.body.entries as Json[])[0]).toMatchObject({
      action: "user.update",
      target_type: "user",
      target_id: target.id,
      before: { blocked: true },
      after: { blocked: false },
    });
    const byEmail = await call(auditList, `/api/admin/audit?admin=${other.email}`, opts());
    expect(byEmail.body.total).toBe(1);
  });
});
