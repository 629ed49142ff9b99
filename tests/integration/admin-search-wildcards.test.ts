import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as paymentsList } from "@/app/api/admin/payments/route";
import { GET as reportGet } from "@/app/api/admin/reports/[id]/route";
import { GET as reportsList } from "@/app/api/admin/reports/route";
import { GET as usersList } from "@/app/api/admin/users/route";
import { escapeLikePattern } from "@/lib/admin/search";
import { db } from "@/lib/db";
import type { PaymentPlanType } from "@/lib/generated/prisma/client";
import { call } from "../support/http";
import { makeReport, makeUser, signedInAdmin } from "../support/factories";

// The console's searches find what was typed: `%` and `_` are characters to look for, not LIKE's
// wildcards, and `\` is not an escape. This file's database holds only the rows made here.

let adminToken: string;

type Row = { id: string };
const ids = (rows: unknown) => (rows as Row[]).map((row) => row.id).sort();
const sorted = (...values: string[]) => [...values].sort();

beforeAll(async () => {
  ({ token: adminToken } = await signedInAdmin({ email: "console@example.com", fullName: "Console" }));
});

const search = async (handler: typeof usersList, path: string, text: string) => {
  const res = await call(handler, `${path}?search=${encodeURIComponent(text)}`, { bearer: adminToken });
  expect(res.status).toBe(200);
  return res.body;
};

describe("searching the console's lists for a wildcard character", () => {
  it("users: % and _ and \\ find only the users whose e-mail or name holds that character", async () => {
    const percent = await makeUser({ email: "fifty@example.com", fullName: "Fifty% Off" });
    const underscore = await makeUser({ email: "snake_case@example.com", fullName: "Snake" });
    const backslash = await makeUser({ email: "slash@example.com", fullName: "Back\\Slash" });
    await makeUser({ email: "plain@example.com", fullName: "Plain Name" });

    expect(ids((await search(usersList, "/api/admin/users", "%")).users)).toEqual([percent.id]);
    expect(ids((await search(usersList, "/api/admin/users", "_")).users)).toEqual([underscore.id]);
    expect(ids((await search(usersList, "/api/admin/users", "\\")).users)).toEqual([backslash.id]);
    // The characters around a wildcard still match as a substring, case-insensitively.
    expect(ids((await search(usersList, "/api/admin/users", "E_C")).users)).toEqual([underscore.id]);
    expect((await search(usersList, "/api/admin/users", "%")).total).toBe(1);
  });

  it("reports: % and _ find only the reports whose title or owner e-mail holds them, in the list and the detail", async () => {
    const owner = await makeUser({ email: "owner-reports@example.com" });
    const percent = await makeReport({ userId: owner.id, title: "100% Clear Skin" });
    const underscore = await makeReport({ userId: owner.id, title: "Left_Cheek Spot" });
    await makeReport({ userId: owner.id, title: "Mild Facial Acne" });
    const underscoreOwner = await makeUser({ email: "under_score@example.com" });
    const owned = await makeReport({ userId: underscoreOwner.id, title: "Dry Patch" });

    expect(ids((await search(reportsList, "/api/admin/reports", "%")).reports)).toEqual([percent.id]);
    expect(ids((await search(reportsList, "/api/admin/reports", "_")).reports)).toEqual(
      sorted(underscore.id, owned.id),
    );
    // The detail's previous and next stay within the same search: two matches, each the other's neighbour.
    const detail = await call(reportGet, `/api/admin/reports/${owned.id}?search=_`, {
      bearer: adminToken,
      params: { id: owned.id },
    });
    expect(detail.body).toMatchObject({ previous_id: underscore.id, next_id: underscore.id });
  });

  it("payments: % and _ find only the payments whose e-mail or plan holds them", async () => {
    const payment = (userEmail: string, planType: PaymentPlanType = "subscription") =>
      db.payment.create({
        data: { userEmail, planType, amountCents: 799, stripeSessionId: `cs_${randomUUID()}` },
      });
    const percent = await payment("percent%sign@example.com");
    const underscore = await payment("pay_ment@example.com");
    const credits = await payment("credits@example.com", "credits_3");
    await payment("plain-payment@example.com");

    expect(ids((await search(paymentsList, "/api/admin/payments", "%")).payments)).toEqual([percent.id]);
    expect(ids((await search(paymentsList, "/api/admin/payments", "_")).payments)).toEqual(
      sorted(underscore.id, credits.id),
    );
  });
});

describe("escapeLikePattern", () => {
  it.each([
    ["50%", "50\\%"],
    ["a_b", "a\\_b"],
    ["back\\slash", "back\\\\slash"],
    ["%_\\", "\\%\\_\\\\"],
    ["plain text", "plain text"],
  ])("escapes %j as %j", (text, escaped) => {
    expect(escapeLikePattern(text)).toBe(escaped);
  });
});
