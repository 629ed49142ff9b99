import { beforeEach, describe, expect, it } from "vitest";
import { GET as featuredRoute } from "@/app/api/reports/featured/route";
import { GET as publicRoute } from "@/app/api/reports/public/route";
import { GET as reportRoute } from "@/app/api/reports/[id]/route";
import { POST as shareRoute } from "@/app/api/reports/[id]/share/route";
import { GET as forFollowupRoute } from "@/app/api/user/reports/for-followup/route";
import { GET as userReportsRoute } from "@/app/api/user/reports/route";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import {
  REPORT_NOT_FOUND,
  reportAccess,
  type ReportForAccess,
  type ReportViewer,
  type ReportViewerRole,
} from "@/lib/reports/access";
import { PRIVACY_NEEDS_UPGRADE } from "@/lib/reports/privacy";
import { SHARE_LOGIN_REQUIRED } from "@/lib/reports/share";
import { makePhoto, makeReport, makeUser, signedInAdmin, signedInUser } from "../support/factories";
import { call } from "../support/http";

const HOUR_MS = 60 * 60 * 1000;

const getReport = (id: string, options: { bearer?: string; token?: string } = {}) =>
  call(
    reportRoute,
    `/api/reports/${id}${options.token ? `?token=${encodeURIComponent(options.token)}` : ""}`,
    {
      bearer: options.bearer,
      params: { id },
    },
  );

const share = (id: string, privacy: string, bearer?: string) =>
  call(shareRoute, `/api/reports/${id}/share`, {
    json: { privacy_setting: privacy },
    bearer,
    params: { id },
  });

const gallery = async (query: string) => {
  const { status, body } = await call(publicRoute, `/api/reports/public${query}`);
  expect(status).toBe(200);
  return body as unknown as { id: string; title: string; excerpt: string; photo_ids: string[] }[];
};

describe("reportAccess: who may open a report", () => {
  const owner = { id: "owner", role: "user" as const };
  const other = { id: "other", role: "user" as const };
  const admin = { id: "admin", role: "admin" as const };
  const base: ReportForAccess = {
    userId: "owner",
    privacySetting: "public",
    shareToken: null,
    disabled: false,
    expiresAt: null,
    supersededById: null,
    user: { blocked: false },
  };
  const unlisted = { ...base, privacySetting: "unlisted" as const, shareToken: "the-token" };
  const privateReport = { ...base, privacySetting: "private" as const };
  const expired = { ...base, expiresAt: new Date(Date.now() - 1000) };
  const cases: [string, ReportForAccess, ReportViewer, string | undefined, ReportViewerRole | null][] = [
    ["public, visitor", base, null, undefined, "public"],
    ["public, other user", base, other, undefined, "public"],
    ["public, owner", base, owner, undefined, "owner"],
    ["public, admin", base, admin, undefined, "admin"],
    [
      "public, not yet expired",
      { ...base, expiresAt: new Date(Date.now() + HOUR_MS) },
      null,
      undefined,
      "public",
    ],
    ["unlisted, visitor without token", unlisted, null, undefined, null],
    ["unlisted, visitor with the token", unlisted, null, "the-token", "token"],
    ["unlisted, visitor with a wrong token", unlisted, null, "the-tokem", null],
    ["unlisted, other user with the token", unlisted, other, "the-token", "token"],
    ["unlisted, owner without token", unlisted, owner, undefined, "owner"],
    ["private, visitor", privateReport, null, undefined, null],
    ["private, other user", privateReport, other, undefined, null],
    ["private, a token does not open it", { ...privateReport, shareToken: "old" }, other, "old", null],
    ["private, owner", privateReport, owner, undefined, "owner"],
    ["private, admin", privateReport, admin, undefined, "admin"],
    ["disabled, visitor", { ...base, disabled: true }, null, undefined, null],
    ["disabled, owner", { ...base, disabled: true }, owner, undefined, null],
    ["disabled, admin", { ...base, disabled: true }, admin, undefined, "admin"],
    ["expired, visitor", expired, null, undefined, null],
    ["expired, owner", expired, owner, undefined, null],
    ["expired, admin", expired, admin, undefined, "admin"],
    ["blocked owner, visitor", { ...base, user: { blocked: true } }, null, undefined, null],
    ["blocked owner, admin", { ...base, user: { blocked: true } }, admin, undefined, "admin"],
    ["blocked owner, the owner", { ...base, user: { blocked: true } }, owner, undefined, null],
    [
      "blocked owner, unlisted, with the token",
      { ...unlisted, user: { blocked: true } },
      other,
      "the-token",
      null,
    ],
    ["a visitor's report, visitor", { ...base, userId: null, user: null }, null, undefined, "public"],
  ];

  it.each(cases)("%s", (_name, report, viewer, token, expected) => {
    expect(reportAccess(report, viewer, token)).toBe(expected);
  });
});

describe("GET /api/reports/{id}", () => {
  it("opens a public report to everyone, with the owner's e-mail only to the owner and the prompt only to admins", async () => {
    const { user, token } = await signedInUser();
    const admin = await signedInAdmin();
    const photoId = await makePhoto(user.id);
    const report = await makeReport({ userId: user.id, photoIds: [photoId], aiPromptUsed: "the prompt" });

    const anonymous = await getReport(report.id);
    expect(anonymous.status).toBe(200);
    expect(Object.keys(anonymous.body).sort()).toEqual(
      [
        "id",
        "user_id",
        "title",
        "created_at",
        "expires_at",
        "report_type",
        "privacy_setting",
        "language",
        "content",
        "photo_ids",
        "medical_record_ids",
        "medical_records",
        "questions_answers",
        "context_history",
        "is_followup",
        "previous_report_id",
        "upgraded_from_id",
        "superseded_by_id",
        "dynamic_questions",
        "featured",
        "disabled",
        "user_email",
        "ai_prompt_used",
        "is_owner",
      ].sort(),
    );
    expect(anonymous.body).toMatchObject({
      id: report.id,
      user_id: null,
      user_email: null,
      ai_prompt_used: null,
      photo_ids: [photoId],
      content: { title: report.title, mock: false, progress_commentary: null },
      is_owner: false,
    });

    expect((await getReport(report.id, { bearer: token })).body).toMatchObject({
      user_id: user.id,
      user_email: user.email,
      ai_prompt_used: null,
      is_owner: true,
    });
    expect((await getReport(report.id, { bearer: admin.token })).body).toMatchObject({
      user_email: user.email,
      ai_prompt_used: "the prompt",
    });
  });

  it("opens an unlisted report with its token or to its owner only", async () => {
    const { user, token } = await signedInUser();
    const other = await signedInUser();
    const report = await makeReport({
      userId: user.id,
      privacySetting: "unlisted",
      shareToken: "unlisted-token",
    });

    expect(await getReport(report.id)).toMatchObject({ status: 404, body: { detail: REPORT_NOT_FOUND } });
    expect((await getReport(report.id, { bearer: other.token })).status).toBe(404);
    expect((await getReport(report.id, { token: "wrong" })).status).toBe(404);
    const holder = await getReport(report.id, { token: "unlisted-token" });
    expect(holder.status).toBe(200);
    expect(holder.body.user_email).toBeNull();
    expect((await getReport(report.id, { bearer: token })).status).toBe(200);
  });

  it("opens a private report to its owner and admins only", async () => {
    const { user, token } = await signedInUser();
    const other = await signedInUser();
    const admin = await signedInAdmin();
    const report = await makeReport({ userId: user.id, privacySetting: "private" });

    expect((await getReport(report.id)).status).toBe(404);
    expect((await getReport(report.id, { bearer: other.token })).status).toBe(404);
    expect((await getReport(report.id, { bearer: token })).status).toBe(200);
    expect((await getReport(report.id, { bearer: admin.token })).status).toBe(200);
  });

  it("hides disabled and expired reports and those of blocked users from everyone but admins", async () => {
    const { user, token } = await signedInUser();
    const admin = await signedInAdmin();
    const blocked = await makeUser({ blocked: true });
    const hidden = [
      await makeReport({ userId: user.id, disabled: true }),
      await makeReport({ userId: user.id, expiresAt: new Date(Date.now() - 1000) }),
      await makeReport({ userId: blocked.id }),
    ];
    for (const report of hidden) {
      expect(await getReport(report.id)).toMatchObject({ status: 404, body: { detail: REPORT_NOT_FOUND } });
      expect((await getReport(report.id, { bearer: admin.token })).status).toBe(200);
    }
    expect((await getReport(hidden[0]!.id, { bearer: token })).status).toBe(404);
    expect((await getReport(hidden[1]!.id, { bearer: token })).status).toBe(404);
  });

  it("a stranger opening a visitor's public report sees no context note, answers or links to other reports", async () => {
    const { user, token } = await signedInUser();
    const admin = await signedInAdmin();
    const earlier = await makeReport({ userId: user.id, privacySetting: "private" });
    const notes = {
      contextHistory: "On isotretinoin since March; HIV positive",
      questionsAnswers: { duration: "Weeks", medication: "isotretinoin" },
      previousReportId: earlier.id,
      upgradedFromId: earlier.id,
    };
    // A summary is upgraded once: each report names a summary of its own.
    const upgradeOf = async () => (await makeReport({ userId: user.id, privacySetting: "private" })).id;
    const visitors = await makeReport(notes);
    const members = await makeReport({ ...notes, upgradedFromId: await upgradeOf(), userId: user.id });
    const unlisted = await makeReport({
      ...notes,
      upgradedFromId: await upgradeOf(),
      userId: user.id,
      privacySetting: "unlisted",
      shareToken: "health-notes-token",
    });
    const hidden = {
      questions_answers: {},
      context_history: null,
      previous_report_id: null,
      upgraded_from_id: null,
    };

    for (const seen of [
      await getReport(visitors.id),
      await getReport(members.id),
      await getReport(members.id, { bearer: (await signedInUser()).token }),
      await getReport(unlisted.id, { token: "health-notes-token" }),
    ]) {
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject(hidden);
      expect(JSON.stringify(seen.body)).not.toContain("isotretinoin");
    }

    const shown = {
      questions_answers: notes.questionsAnswers,
      context_history: notes.contextHistory,
      previous_report_id: earlier.id,
      upgraded_from_id: earlier.id,
    };
    expect((await getReport(members.id, { bearer: token })).body).toMatchObject({
      ...shown,
      upgraded_from_id: expect.any(String),
    });
    expect((await getReport(visitors.id, { bearer: admin.token })).body).toMatchObject(shown);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await getReport("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await getReport("not-a-report")).status).toBe(404);
  });

  it("shows medical record ids to the owner but not to the public", async () => {
    const { user, token } = await signedInUser();
    const blob = await db.storedBlob.create({
      data: { contentType: "application/pdf", byteSize: 1, data: new Uint8Array([1]) },
    });
    const record = await db.medicalRecord.create({
      data: { userId: user.id, filename: "lab.pdf", blobId: blob.id },
    });
    const report = await makeReport({
      userId: user.id,
      medicalRecords: { create: [{ medicalRecordId: record.id }] },
    });
    expect((await getReport(report.id)).body.medical_record_ids).toEqual([]);
    expect((await getReport(report.id, { bearer: token })).body.medical_record_ids).toEqual([record.id]);
    expect((await getReport(report.id)).body.medical_records).toEqual([]);
    expect((await getReport(report.id, { bearer: token })).body.medical_records).toEqual([
      { id: record.id, name: "lab.pdf", content_type: "application/pdf" },
    ]);
  });
});

describe("POST /api/reports/{id}/share", () => {
  it("needs a sign-in", async () => {
    const report = await makeReport();
    expect(await share(report.id, "public")).toMatchObject({
      status: 401,
      body: { detail: SHARE_LOGIN_REQUIRED },
    });
  });

  it("is for the report's owner only", async () => {
    const { user } = await signedInUser({ credits: 1 });
    const other = await signedInUser({ credits: 1 });
    const report = await makeReport({ userId: user.id });
    expect(await share(report.id, "public", other.token)).toMatchObject({
      status: 404,
      body: { detail: REPORT_NOT_FOUND },
    });
  });

  it("lets a free user share publicly and take the report private, and asks them to upgrade for unlisted", async () => {
    const { user, token } = await signedInUser();
    const report = await makeReport({ userId: user.id });
    expect(await share(report.id, "public", token)).toMatchObject({
      status: 200,
      body: { share_url: `${env().APP_URL}/reports/${report.id}` },
    });
    expect(await share(report.id, "unlisted", token)).toMatchObject({
      status: 403,
      body: { detail: PRIVACY_NEEDS_UPGRADE },
    });
    const stored = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(stored).toMatchObject({ privacySetting: "public", shareToken: null });

    expect(await share(report.id, "private", token)).toMatchObject({
      status: 200,
      body: { share_url: `${env().APP_URL}/analysis/${report.id}`, privacy_setting: "private" },
    });
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).privacySetting).toBe("private");
  });

  it("gives an unlisted link a token that changes when the report goes private and back", async () => {
    const { user, token } = await signedInUser({ credits: 1 });
    const report = await makeReport({ userId: user.id, featured: true });
    const base = `${env().APP_URL}/reports/${report.id}`;

    const first = await share(report.id, "unlisted", token);
    expect(first.status).toBe(200);
    const firstUrl = first.body.share_url as string;
    expect(firstUrl).toMatch(new RegExp(`^${base}\\?token=[A-Za-z0-9_-]{43}$`));
    const firstToken = new URL(firstUrl).searchParams.get("token")!;
    expect((await getReport(report.id, { token: firstToken })).status).toBe(200);
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).featured).toBe(false);

    expect((await share(report.id, "unlisted", token)).body.share_url).toBe(firstUrl);

    const privately = await share(report.id, "private", token);
    expect(privately.body).toEqual({
      share_url: `${env().APP_URL}/analysis/${report.id}`,
      privacy_setting: "private",
    });
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).shareToken).toBeNull();
    expect((await getReport(report.id, { token: firstToken })).status).toBe(404);

    const second = await share(report.id, "unlisted", token);
    const secondToken = new URL(second.body.share_url as string).searchParams.get("token")!;
    expect(secondToken).not.toBe(firstToken);
    expect((await getReport(report.id, { token: firstToken })).status).toBe(404);
    expect((await getReport(report.id, { token: secondToken })).status).toBe(200);

    expect((await share(report.id, "public", token)).body.share_url).toBe(base);
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).shareToken).toBeNull();
  });
});

describe("the gallery and the featured reports", () => {
  beforeEach(async () => {
    await db.report.deleteMany();
  });

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it("lists only public, enabled, unexpired reports of unblocked users, newest first", async () => {
    const blocked = await makeUser({ blocked: true });
    const owner = await makeUser();
    const photoIds = [await makePhoto(owner.id), await makePhoto(owner.id)];
    const oldest = await makeReport({ title: "Oldest", createdAt: minutesAgo(30) });
    const newest = await makeReport({
      title: "Newest",
      createdAt: minutesAgo(1),
      userId: owner.id,
      photoIds,
    });
    const middle = await makeReport({
      title: "Middle",
      createdAt: minutesAgo(10),
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
    await makeReport({ privacySetting: "private" });
    await makeReport({ privacySetting: "unlisted", shareToken: "t" });
    await makeReport({ disabled: true });
    await makeReport({ expiresAt: minutesAgo(1) });
    await makeReport({ userId: blocked.id });

    const listed = await gallery("");
    expect(listed.map((r) => r.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(listed[0]).toEqual({
      id: newest.id,
      title: "Newest",
      report_type: "summary",
      created_at: newest.createdAt.toISOString(),
      excerpt: "CONDITION IDENTIFIED Newest.",
      photo_ids: [photoIds[0]],
      language: "en",
    });
  });

  it("pages with page&limit and with limit&skip, 20 by default and at most 50", async () => {
    const base = Date.now() - 1000 * 60_000;
    await db.report.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        title: `Report ${i}`,
        reportType: "summary" as const,
        privacySetting: "public" as const,
        charge: "free_summary" as const,
        content: { content: "x".repeat(500), title: `Report ${i}`, progress_commentary: null, mock: false },
        createdAt: new Date(base + i * 60_000),
      })),
    });
    const titles = async (query: string) => (await gallery(query)).map((r) => r.title);

    expect(await titles("?page=1&limit=1")).toEqual(["Report 54"]);
    expect(await titles("?page=2&limit=10")).toEqual(
      Array.from({ length: 10 }, (_, i) => `Report ${44 - i}`),
    );
    expect(await titles("?limit=20&skip=40")).toEqual(
      Array.from({ length: 15 }, (_, i) => `Report ${14 - i}`),
    );
    expect(await titles("")).toHaveLength(20);
    expect(await titles("?limit=500")).toHaveLength(50);
    const [card] = await gallery("?limit=1");
    expect(card!.excerpt.length).toBeLessThanOrEqual(201);
    expect((await call(publicRoute, "/api/reports/public?page=0")).status).toBe(422);
  });

  it("features at most 6 reports, newest first, with the same visibility rules", async () => {
    const photoId = await makePhoto();
    const featured = [];
    for (let i = 0; i < 8; i++) {
      featured.push(
        await makeReport({
          title: `Featured ${i}`,
          featured: true,
          createdAt: minutesAgo(100 - i),
          photoIds: [photoId],
        }),
      );
    }
    await makeReport({ featured: true, disabled: true, createdAt: minutesAgo(1) });
    const blocked = await makeUser({ blocked: true });
    await makeReport({ featured: true, userId: blocked.id, createdAt: minutesAgo(1) });
    await makeReport({ featured: true, privacySetting: "private", createdAt: minutesAgo(1) });
    await makeReport({ title: "Not featured", createdAt: minutesAgo(1) });

    const { status, body } = await call(featuredRoute, "/api/reports/featured");
    expect(status).toBe(200);
    expect(body).toEqual({
      featured_reports: featured
        .slice(2)
        .reverse()
        .map((r) => ({ id: r.id, title: r.title, photo_id: photoId, language: "en" })),
    });
  });
});

describe("the user's own reports", () => {
  it("GET /api/user/reports lists the user's enabled reports newest first, with the owner's fields", async () => {
    const { user, token } = await signedInUser();
    const other = await makeUser();
    const older = await makeReport({
      userId: user.id,
      privacySetting: "private",
      createdAt: new Date(Date.now() - HOUR_MS),
    });
    const newer = await makeReport({ userId: user.id, reportType: "full", charge: "credit" });
    await makeReport({ userId: user.id, disabled: true });
    await makeReport({ userId: other.id });

    const { status, body } = await call(userReportsRoute, "/api/user/reports", { bearer: token });
    expect(status).toBe(200);
    const reports = body as unknown as { id: string; user_email: string; is_owner: boolean }[];
    expect(reports.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(reports[0]).toMatchObject({ user_email: user.email, is_owner: true, report_type: "full" });
    expect((await call(userReportsRoute, "/api/user/reports")).status).toBe(401);
  });

  it("GET /api/user/reports/for-followup lists the user's live reports to compare with", async () => {
    const { user, token } = await signedInUser({ subscriptionStatus: "active" });
    const summary = await makeReport({ userId: user.id, createdAt: new Date(Date.now() - HOUR_MS) });
    const fullReport = await makeReport({ userId: user.id, reportType: "full", charge: "subscription" });
    await makeReport({ userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    await makeReport({ userId: user.id, disabled: true });

    const { status, body } = await call(forFollowupRoute, "/api/user/reports/for-followup", {
      bearer: token,
    });
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ id: fullReport.id, report_type: "full" }),
      expect.objectContaining({ id: summary.id, report_type: "summary" }),
    ]);
  });
});
