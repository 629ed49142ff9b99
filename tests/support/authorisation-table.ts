import { randomUUID } from "node:crypto";
import { issueChallenge } from "@/lib/auth/challenges";
import { db } from "@/lib/db";
import { unsubscribeToken } from "@/lib/spots/unsubscribe";
import { makePhoto, makeSpot, makeVisitorPhoto } from "./factories";
import { jpegImage, uploadForm } from "./images";
import { randomIp } from "./http";
import { makeVoucher } from "./vouchers";
import {
  API_KEY_CALLERS,
  CALLERS,
  freshSession,
  ownedReport,
  type Caller,
  type World,
} from "./authorisation-world";

// Who may call what: one row per route and method of app/api (the matrix test fails on a
// route without a row), the status each caller gets, and the request that proves it. Requests
// are valid, so a refusal is about who asks, never about the body. Rules: docs/authorisation.md.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type CellRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Another session of the caller's kind, for calls that end the session or delete the account. */
  token?: string;
};

export type Row = {
  route: string;
  method: Method;
  /** Tells rows of one route apart. */
  variant?: string;
  expect: Record<Caller, number>;
  /** Built afresh for every caller: victims of changes are made here, so cells do not interfere. */
  request?: (world: World, caller: Caller) => CellRequest | Promise<CellRequest>;
  /** Secrets this row hands to callers beyond their ordinary reach (by secret name), and why. */
  reveals?: { secret: string; to: readonly Caller[]; why: string }[];
};

type Expect = Record<Caller, number>;

const keys = (status: number) =>
  Object.fromEntries(API_KEY_CALLERS.map((caller) => [caller, status])) as Record<
    (typeof API_KEY_CALLERS)[number],
    number
  >;

/** Administrators only: no token 401, a user 403 ("Admin access required"), an API key opens nothing. */
const ADMIN = (ok = 200): Expect => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  blocked: 403,
  signedOut: 401,
  admin: ok,
  ...keys(401),
  keyAsBearer: 401,
});

/** Any signed-in user, about their own account. */
const USER = (ok = 200): Expect => ({
  anonymous: 401,
  owner: ok,
  other: ok,
  blocked: 403,
  signedOut: 401,
  admin: ok,
  ...keys(401),
  keyAsBearer: 401,
});

/** Open to all, signed in or not; a token that is presented must still be valid. */
const OPTIONAL = (ok = 200): Expect => ({
  anonymous: ok,
  owner: ok,
  other: ok,
  blocked: 403,
  signedOut: 401,
  admin: ok,
  ...keys(ok),
  keyAsBearer: 401,
});

/** Open to all; the endpoint reads no token at all. */
const OPEN = (ok = 200): Expect => ({
  anonymous: ok,
  owner: ok,
  other: ok,
  blocked: ok,
  signedOut: ok,
  admin: ok,
  ...keys(ok),
  keyAsBearer: ok,
});

/** A thing of A's that only A and administrators may see: everyone else is told it does not exist. */
const OWNER_OR_ADMIN: Expect = {
  anonymous: 404,
  owner: 200,
  other: 404,
  blocked: 403,
  signedOut: 401,
  admin: 200,
  ...keys(404),
  keyAsBearer: 401,
};

const newAddress = () => `new-${randomUUID().slice(0, 8)}@example.com`;
/** Every caller but A and administrators, who may see A's secrets anyway. */
const ANYONE_BUT_A = CALLERS.filter((caller) => caller !== "owner" && caller !== "admin");

const id = (value: string) => ({ params: { id: value } });
const uniqueCode = () => `M${randomUUID().replace(/-/g, "").slice(0, 10)}`.toUpperCase();
const photoForm = async (fields: Record<string, string> = {}) =>
  uploadForm([{ bytes: await jpegImage(), name: "cheek.jpg", type: "image/jpeg" }], fields);
const imageForm = async (fields: Record<string, string>) => {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(await jpegImage())], "hero.jpg", { type: "image/jpeg" }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const dataUrl = async () => `data:image/jpeg;base64,${(await jpegImage()).toString("base64")}`;

async function heroImage() {
  return db.heroImage.create({
    data: { photoId: await heroPhoto("hero"), title: "Clear skin", altText: "A cheek" },
  });
}
async function heroPhoto(kind: "hero" | "review") {
  const photoId = await makePhoto(null);
  await db.photo.update({ where: { id: photoId }, data: { kind } });
  return photoId;
}
const review = async () => db.review.create({ data: { name: "Ana", quote: "Helpful." } });
const freshKey = async (world: World) =>
  db.apiKey.create({
    data: {
      name: "victim key",
      permissions: ["summary"],
      keyHash: randomUUID(),
      keyEncrypted: world.keys.summary.hash,
      keyPreview: "sk_skin_...abcd",
    },
  });

/** The account whose photo the caller may use: their own (a visitor's photo for callers without one). */
const ownAccount = (w: World, caller: Caller): string | null =>
  caller === "owner" ? w.a.id : caller === "other" ? w.b.id : caller === "admin" ? w.admin.id : null;

/** The session to use: a fresh one of the caller's kind where the call ends it, else the caller's own. */
async function fresh(world: World, caller: Caller) {
  return (await freshSession(world, caller))?.token;
}

/** Nobody: the path exists for no one. */
const NOWHERE: Expect = Object.fromEntries(CALLERS.map((caller) => [caller, 404])) as Expect;

export const AUTHORISATION_TABLE: Row[] = [
  // ─── a path no route serves: 404 to every method, whoever asks ───
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method) => ({
    route: "/api/[[...path]]",
    method,
    expect: NOWHERE,
    request: () => ({ params: { path: "no/such/endpoint" } }),
  })),
  // ─── a path that is not valid percent-encoding (sent here by lib/http/request-start.ts): 400 ───
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method) => ({
    route: "/api/malformed-path",
    method,
    expect: Object.fromEntries(CALLERS.map((caller) => [caller, 400])) as Expect,
  })),
  // ─── account and sign-in ───
  {
    route: "/api/auth/send-login-code",
    method: "POST",
    expect: OPEN(),
    request: (w) => ({ json: { email: w.a.email } }),
  },
  {
    route: "/api/auth/verify-login-code",
    method: "POST",
    // A wrong code is refused alike whoever asks: sign-in opens nothing by being signed in.
    expect: OPEN(400),
    request: async () => {
      const email = newAddress();
      const { token } = await issueChallenge({ email, purpose: "login", ip: randomIp() });
      return { json: { email, code: "000000", token } };
    },
  },
  {
    route: "/api/send-verification-code",
    method: "POST",
    expect: OPEN(),
    request: (w) => ({ json: { email: w.a.email } }),
  },
  {
    route: "/api/verify-email-code",
    method: "POST",
    expect: OPEN(400),
    request: async () => {
      const email = newAddress();
      const { token } = await issueChallenge({ email, purpose: "verify_email", ip: randomIp() });
      return { json: { email, code: "000000", token } };
    },
  },
  {
    route: "/api/users/register",
    method: "POST",
    expect: OPEN(),
    request: () => ({ json: { email: newAddress(), year_of_birth: 1990 } }),
  },
  {
    route: "/api/verify-email/[token]",
    method: "GET",
    expect: OPEN(400),
    request: () => ({ params: { token: randomUUID() } }),
  },
  {
    route: "/api/auth/logout",
    method: "POST",
    expect: OPEN(),
    request: async (w, caller) => ({ token: await fresh(w, caller) }),
  },
  {
    route: "/api/auth/logout-all",
    method: "POST",
    expect: USER(),
    request: async (w, caller) => ({ token: await fresh(w, caller) }),
  },
  {
    route: "/api/user",
    method: "DELETE",
    // The code is bound to the account it was sent to: the owner (a fresh one) deletes it,
    // anyone else sending the same code and token is refused as a wrong code.
    expect: { ...USER(), other: 400, admin: 400 },
    request: async (w, caller) => {
      const victim = (await freshSession(w, "owner"))!;
      const { token, code } = await issueChallenge({
        email: victim.user.email,
        purpose: "delete_account",
        ip: randomIp(),
      });
      return { json: { code, token }, token: caller === "owner" ? victim.token : undefined };
    },
  },
  { route: "/api/user/delete-code", method: "POST", expect: USER() },
  { route: "/api/user/export", method: "GET", expect: USER() },
  { route: "/api/user/profile", method: "GET", expect: USER() },
  {
    route: "/api/user/profile",
    method: "PATCH",
    expect: USER(),
    request: () => ({ json: { spot_reminders: true } }),
  },
  { route: "/api/user/entitlements", method: "GET", expect: OPTIONAL() },
  // Who is looking: a blocked, signed-out or junk credential reads as a visitor, never an error.
  { route: "/api/auth/viewer", method: "GET", expect: OPEN() },
  { route: "/api/user/generate-referral", method: "POST", expect: USER() },
  { route: "/api/user/referral", method: "GET", expect: USER() },
  { route: "/api/user/reports", method: "GET", expect: USER() },
  { route: "/api/user/reports/for-followup", method: "GET", expect: USER() },
  { route: "/api/user/questions", method: "GET", expect: OPTIONAL() },
  {
    route: "/api/user/questions",
    method: "POST",
    expect: USER(),
    request: () => ({ json: { skin_type: "Oily" } }),
  },

  // ─── reports ───
  {
    route: "/api/reports/[id]",
    method: "GET",
    variant: "A's private report",
    expect: OWNER_OR_ADMIN,
    request: (w) => id(w.reports.privateOfA.id),
  },
  {
    route: "/api/reports/[id]",
    method: "GET",
    variant: "A's unlisted report with its share token",
    expect: OPTIONAL(),
    request: (w) => ({
      ...id(w.reports.unlistedOfA.id),
      query: { token: w.reports.unlistedOfA.shareToken! },
    }),
    reveals: [
      {
        secret: "id of A's unlisted report",
        to: ANYONE_BUT_A,
        why: "whoever holds the share link already has the id; the report names itself",
      },
    ],
  },
  {
    route: "/api/reports/[id]",
    method: "GET",
    variant: "A's unlisted report without the token",
    expect: OWNER_OR_ADMIN,
    request: (w) => id(w.reports.unlistedOfA.id),
  },
  {
    route: "/api/reports/[id]",
    method: "GET",
    variant: "A's private report with the share token of A's unlisted one",
    // A share token opens its own report only.
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ ...id(w.reports.privateOfA.id), query: { token: w.reports.unlistedOfA.shareToken! } }),
  },
  {
    route: "/api/reports/[id]",
    method: "GET",
    variant: "A's public report",
    expect: OPTIONAL(),
    request: (w) => id(w.reports.publicOfA.id),
  },
  {
    route: "/api/reports/[id]",
    method: "GET",
    variant: "a blocked user's public report",
    expect: { ...OWNER_OR_ADMIN, owner: 404 },
    request: (w) => id(w.reports.publicOfBlocked.id),
  },
  {
    route: "/api/reports/[id]/stream",
    method: "GET",
    variant: "A's private report, finished",
    expect: OWNER_OR_ADMIN,
    request: (w) => id(w.reports.privateOfA.id),
  },
  {
    route: "/api/reports/[id]/stream",
    method: "GET",
    variant: "A's public report, finished",
    // Following how a report is written is its owner's, even when the report is public.
    expect: OWNER_OR_ADMIN,
    request: (w) => id(w.reports.publicOfA.id),
  },
  // ─── spots: private to their owner, administrators aside ───
  { route: "/api/spots", method: "GET", expect: USER() },
  {
    route: "/api/spots",
    method: "POST",
    expect: USER(),
    request: () => ({
      json: { label: "Mole on the back", body_site: "upper_back", view: "back", map_x: 0.4, map_y: 0.3 },
    }),
  },
  {
    route: "/api/spots/[id]",
    method: "GET",
    variant: "A's spot",
    expect: { ...USER(), other: 404 },
    request: async (w) => id((await makeSpot(w.a.id)).id),
  },
  {
    route: "/api/spots/[id]",
    method: "PATCH",
    variant: "A's spot",
    expect: { ...USER(), other: 404 },
    request: async (w) => ({ ...id((await makeSpot(w.a.id)).id), json: { reminder_interval_days: 90 } }),
  },
  {
    route: "/api/spots/[id]",
    method: "DELETE",
    variant: "A's spot",
    expect: { ...USER(), other: 404 },
    request: async (w) => id((await makeSpot(w.a.id)).id),
  },
  {
    // The reminder e-mail's link works without signing in: the signed token is the authority.
    route: "/api/spots/reminders/unsubscribe",
    method: "POST",
    expect: OPEN(),
    request: (w) => ({ json: { token: unsubscribeToken(w.a.id) } }),
  },
  {
    route: "/api/reports/[id]/timeline",
    method: "GET",
    // Only the owner's own series; an administrator uses the console.
    expect: { ...USER(), other: 404, admin: 404 },
    request: (w) => id(w.reports.privateOfA.id),
  },
  {
    route: "/api/reports/[id]/share",
    method: "POST",
    expect: { ...OWNER_OR_ADMIN, anonymous: 401, admin: 404, ...keys(401) },
    request: async (w) => ({
      ...id((await ownedReport(w.a.id, "private")).id),
      json: { privacy_setting: "unlisted" },
    }),
  },
  {
    route: "/api/reports/[id]/share",
    method: "POST",
    variant: "B's public report",
    // Only the owner shares; nobody else learns more than the public page shows.
    expect: { ...OPTIONAL(404), anonymous: 401, other: 200, ...keys(401) },
    request: async (w) => ({
      ...id((await ownedReport(w.b.id, "public")).id),
      json: { privacy_setting: "private" },
    }),
  },
  {
    route: "/api/reports/[id]/answers",
    method: "POST",
    variant: "A's private report",
    expect: OWNER_OR_ADMIN,
    request: async (w) => ({
      ...id((await ownedReport(w.a.id, "private")).id),
      json: { answers: { itch: "no" } },
    }),
  },
  {
    route: "/api/reports/[id]/answers",
    method: "POST",
    variant: "B's public report",
    // Seen by everyone, answered only by its owner (B here) and administrators.
    expect: { ...OPTIONAL(403), other: 200, admin: 200 },
    request: async (w) => ({
      ...id((await ownedReport(w.b.id, "public")).id),
      json: { answers: { itch: "no" } },
    }),
  },
  {
    route: "/api/reports/[id]/withdraw",
    method: "POST",
    variant: "A's private report",
    // An administrator sees the report but takes it down in the console, not here.
    expect: { ...OWNER_OR_ADMIN, admin: 403 },
    request: async (w) => ({ ...id((await ownedReport(w.a.id, "private")).id), json: {} }),
  },
  {
    route: "/api/reports/[id]/withdraw",
    method: "POST",
    variant: "B's public report",
    expect: { ...OPTIONAL(403), other: 200 },
    request: async (w) => ({ ...id((await ownedReport(w.b.id, "public")).id), json: {} }),
  },
  { route: "/api/reports/featured", method: "GET", expect: OPEN() },
  { route: "/api/reports/public", method: "GET", expect: OPEN() },

  // ─── photos and medical records ───
  {
    route: "/api/photos/[id]",
    method: "GET",
    variant: "photo of A's private report",
    expect: OWNER_OR_ADMIN,
    request: (w) => id(w.reports.privateOfA.photoId),
  },
  {
    route: "/api/photos/[id]",
    method: "GET",
    variant: "photo of A's unlisted report with its share token",
    expect: OPTIONAL(),
    request: (w) => ({
      ...id(w.reports.unlistedOfA.photoId),
      query: { token: w.reports.unlistedOfA.shareToken! },
    }),
  },
  {
    route: "/api/photos/[id]",
    method: "GET",
    variant: "photo of A's public report",
    expect: OPTIONAL(),
    request: (w) => id(w.reports.publicOfA.photoId),
  },
  {
    route: "/api/photos/[id]",
    method: "GET",
    variant: "photo of a blocked user's public report",
    expect: { ...OWNER_OR_ADMIN, owner: 404 },
    request: (w) => id(w.reports.publicOfBlocked.photoId),
  },
  {
    route: "/api/photos/[id]",
    method: "GET",
    variant: "A's upload not yet in a report",
    // Only its uploader sees it until a report shows it; the console lists reports, not uploads.
    expect: { ...OWNER_OR_ADMIN, admin: 404 },
    request: async (w) => id(await makePhoto(w.a.id)),
  },
  {
    route: "/api/photos/[id]/image",
    method: "GET",
    expect: OWNER_OR_ADMIN,
    request: (w) => id(w.reports.privateOfA.photoId),
  },
  {
    route: "/api/photos/upload",
    method: "POST",
    expect: OPTIONAL(),
    request: async () => ({ form: await photoForm({ privacy_setting: "public" }) }),
  },
  {
    route: "/api/medical-records/[id]/download",
    method: "GET",
    // The record belongs to A's public report too: a public report shows its photos and text,
    // never its medical records.
    expect: OWNER_OR_ADMIN,
    request: (w) => id(w.record.id),
  },
  {
    route: "/api/medical-records/upload",
    method: "POST",
    expect: USER(),
    request: async () => ({ form: await photoForm() }),
  },

  // ─── analysis ───
  {
    route: "/api/analysis/summary",
    method: "POST",
    variant: "with a photo of A",
    // A photo id is never enough: only its uploader may analyse it (administrators too).
    expect: { ...OWNER_OR_ADMIN, admin: 404 },
    request: async (w) => ({ json: { photo_ids: [await makePhoto(w.a.id)] } }),
  },
  {
    route: "/api/analysis/summary",
    method: "POST",
    variant: "a visitor's upload with its secret",
    expect: OPTIONAL(),
    request: async () => {
      const { photoId, uploadSecret } = await makeVisitorPhoto();
      return { json: { photo_ids: [photoId], upload_secret: uploadSecret } };
    },
  },
  {
    route: "/api/analysis/full",
    method: "POST",
    variant: "with a photo and medical record of A",
    expect: { ...OWNER_OR_ADMIN, anonymous: 401, admin: 404, ...keys(401) },
    request: async (w) => ({
      json: {
        photo_ids: [await makePhoto(w.a.id)],
        medical_record_ids: [w.record.id],
        privacy_setting: "private",
      },
    }),
  },
  {
    route: "/api/analysis/full",
    method: "POST",
    variant: "with the caller's own photo and a medical record of A",
    // A record id is never enough: only its owner may put it into an analysis.
    expect: { ...OWNER_OR_ADMIN, anonymous: 401, admin: 404, ...keys(401) },
    request: async (w, caller) => ({
      json: {
        photo_ids: [await makePhoto(ownAccount(w, caller))],
        medical_record_ids: [w.record.id],
        privacy_setting: "private",
      },
    }),
  },
  {
    route: "/api/analysis/full",
    method: "POST",
    variant: "upgrading A's private report, with the caller's own photo",
    expect: { ...OWNER_OR_ADMIN, anonymous: 401, admin: 404, ...keys(401) },
    request: async (w, caller) => ({
      json: {
        photo_ids: [await makePhoto(ownAccount(w, caller))],
        upgrade_from_report_id: w.reports.privateOfA.id,
        privacy_setting: "private",
      },
    }),
  },
  {
    route: "/api/analysis/followup",
    method: "POST",
    variant: "of A's private report",
    // Another user is told the earlier report does not exist, not that it is someone else's.
    expect: { ...OWNER_OR_ADMIN, anonymous: 401, admin: 404, ...keys(401) },
    request: async (w) => ({
      json: {
        photo_ids: [await makePhoto(w.a.id)],
        previous_report_id: w.reports.privateOfA.id,
        is_followup: true,
      },
    }),
  },
  {
    route: "/api/analysis/followup",
    method: "POST",
    variant: "of B's public report, with A's own photo",
    // A sees B's public report, so the spec's "permission denied" is no secret there.
    expect: { ...OWNER_OR_ADMIN, owner: 403, anonymous: 401, admin: 404, ...keys(401) },
    request: async (w) => ({
      json: {
        photo_ids: [await makePhoto(w.a.id)],
        previous_report_id: w.reports.publicOfB.id,
        is_followup: true,
      },
    }),
  },

  // ─── external API (X-API-Key) ───
  {
    route: "/api/summary",
    method: "POST",
    expect: { ...OPEN(401), keySummary: 200, keyFull: 403, keyDisabled: 403, keyDeleted: 401 },
    request: async () => ({ json: { photo_base64: await dataUrl() } }),
  },
  {
    route: "/api/full",
    method: "POST",
    expect: { ...OPEN(401), keySummary: 403, keyFull: 200, keyDisabled: 403, keyDeleted: 401 },
    request: async () => ({ json: { photo_base64: await dataUrl() } }),
  },
  { route: "/api/openapi.json", method: "GET", expect: OPEN() },

  // ─── money, vouchers, referrals ───
  {
    route: "/api/create-checkout-session",
    method: "POST",
    expect: USER(),
    request: () => ({ json: { plan_type: "1_credit" } }),
  },
  {
    route: "/api/checkout/simulated",
    method: "POST",
    // Refused, not hidden: the simulated checkout page shows a session to whoever has its id.
    expect: { ...OWNER_OR_ADMIN, anonymous: 401, other: 403, admin: 403, ...keys(401) },
    request: async (w) => {
      const sessionId = `cs_sim_${randomUUID().replace(/-/g, "")}`;
      await db.payment.create({
        data: {
          userId: w.a.id,
          userEmail: w.a.email,
          planType: "credits_1",
          amountCents: 999,
          credits: 1,
          stripeSessionId: sessionId,
          simulated: true,
        },
      });
      return { json: { session_id: sessionId } };
    },
  },
  {
    route: "/api/subscription/cancel",
    method: "POST",
    // Past the check, the caller's own subscription decides; none here is at the provider
    // (cancelling one is tests/integration/payments.test.ts).
    expect: USER(400),
    request: async (w, caller) => ({ json: { cancel_type: "end_of_period" }, token: await fresh(w, caller) }),
  },
  {
    route: "/api/subscription/reactivate",
    method: "POST",
    expect: USER(400),
    request: async (w, caller) => {
      const token = await fresh(w, caller);
      return { token };
    },
  },
  {
    route: "/api/vouchers/redeem",
    method: "POST",
    expect: USER(),
    request: async () => ({ query: { code: (await makeVoucher()).code } }),
  },
  {
    route: "/api/invite/[code]",
    method: "GET",
    expect: OPEN(),
    // Names the referrer without giving away A's address.
    request: (w) => ({ params: { code: w.referralOfA.code } }),
  },
  {
    route: "/api/stripe/webhook",
    method: "POST",
    // Only a signature opens it; none of the callers has one.
    expect: OPEN(400),
    request: () => ({ json: { type: "checkout.session.completed" } }),
  },

  // ─── public pages' data ───
  { route: "/api/environment", method: "GET", expect: OPEN() },
  { route: "/api/health", method: "GET", expect: OPEN() },
  { route: "/api/hero-carousel", method: "GET", expect: OPEN() },
  { route: "/api/user-reviews", method: "GET", expect: OPEN() },
  { route: "/api/settings/pricing", method: "GET", expect: OPEN() },
  { route: "/api/settings/retention", method: "GET", expect: OPEN() },
  {
    route: "/api/contact-form",
    method: "POST",
    expect: OPEN(),
    request: () => ({
      json: {
        name: "Ana Test",
        email: "ana@example.com",
        subject: "Hello",
        message: "A question about reports.",
      },
    }),
  },

  // ─── development endpoints (APP_ENV=testing here; production: tests/integration/dev-endpoints.test.ts) ───
  {
    route: "/api/dev/verification-codes",
    method: "GET",
    expect: OPEN(),
    request: (w) => ({ query: { email: w.a.email } }),
    reveals: [
      {
        secret: "e-mail of A",
        to: ANYONE_BUT_A,
        why: "the development code reader answers for the address asked; it does not exist in production",
      },
    ],
  },
  {
    route: "/api/dev/landing-content",
    method: "POST",
    expect: OPEN(),
    request: () => ({ json: {} }),
  },
  {
    route: "/api/dev/settings",
    method: "POST",
    expect: ADMIN(),
    request: () => ({ json: {} }),
  },
  {
    route: "/api/dev/spot-reminders",
    method: "POST",
    expect: ADMIN(),
    request: () => ({ json: {} }),
  },

  // ─── administrators' console ───
  { route: "/api/admin/stats", method: "GET", expect: ADMIN() },
  { route: "/api/admin/stats/daily", method: "GET", expect: ADMIN() },
  { route: "/api/admin/audit", method: "GET", expect: ADMIN() },
  { route: "/api/admin/environment-keys", method: "GET", expect: ADMIN() },
  { route: "/api/admin/integration-status", method: "GET", expect: ADMIN() },
  { route: "/api/admin/payments", method: "GET", expect: ADMIN() },
  { route: "/api/admin/prompts", method: "GET", expect: ADMIN() },
  {
    route: "/api/admin/prompts",
    method: "POST",
    expect: ADMIN(),
    request: async () => ({
      json: Object.fromEntries((await db.prompt.findMany()).map((prompt) => [prompt.key, prompt.content])),
    }),
  },
  { route: "/api/admin/settings", method: "GET", expect: ADMIN() },
  { route: "/api/admin/settings", method: "POST", expect: ADMIN(), request: () => ({ json: {} }) },
  { route: "/api/admin/cleanup-expired", method: "POST", expect: ADMIN() },
  {
    route: "/api/admin/update-credits-expiry",
    method: "POST",
    expect: ADMIN(),
    request: () => ({ json: { credits_expiry_days: 180, apply_to_existing: false } }),
  },
  { route: "/api/admin/users", method: "GET", expect: ADMIN() },
  {
    route: "/api/admin/users/[id]",
    method: "PUT",
    expect: ADMIN(),
    request: async (w) => ({ ...id((await freshSession(w, "owner"))!.user.id), json: { credits: 7 } }),
  },
  {
    route: "/api/admin/users/[id]",
    method: "DELETE",
    expect: ADMIN(),
    request: async (w) => ({
      ...id((await freshSession(w, "owner"))!.user.id),
      query: { delete_type: "hard" },
    }),
  },
  { route: "/api/admin/users/[id]/reports", method: "GET", expect: ADMIN(), request: (w) => id(w.a.id) },
  { route: "/api/admin/users/[id]/transactions", method: "GET", expect: ADMIN(), request: (w) => id(w.a.id) },
  { route: "/api/admin/reports", method: "GET", expect: ADMIN() },
  { route: "/api/admin/reports/featured", method: "GET", expect: ADMIN() },
  {
    route: "/api/admin/reports/[id]",
    method: "GET",
    expect: ADMIN(),
    request: (w) => id(w.reports.privateOfA.id),
  },
  {
    route: "/api/admin/reports/[id]",
    method: "PUT",
    expect: ADMIN(),
    request: async (w) => ({ ...id((await ownedReport(w.a.id, "private")).id), json: { disabled: true } }),
  },
  {
    route: "/api/admin/reports/[id]",
    method: "DELETE",
    expect: ADMIN(),
    request: async (w) => ({
      ...id((await ownedReport(w.a.id, "private")).id),
      query: { delete_type: "hard" },
    }),
  },
  {
    route: "/api/admin/reports/[id]/feature",
    method: "POST",
    expect: ADMIN(),
    request: async (w) => id((await ownedReport(w.a.id, "public")).id),
  },
  { route: "/api/admin/vouchers", method: "GET", expect: ADMIN() },
  {
    route: "/api/admin/vouchers",
    method: "POST",
    expect: ADMIN(),
    request: () => ({ json: { code: uniqueCode(), report_count: 1, usage_limit: 5, expires_days: 30 } }),
  },
  {
    route: "/api/admin/vouchers/[id]",
    method: "PUT",
    expect: ADMIN(),
    request: async () => ({ ...id((await makeVoucher()).id), json: { usage_limit: 3 } }),
  },
  {
    route: "/api/admin/vouchers/[id]",
    method: "DELETE",
    expect: ADMIN(),
    request: async () => id((await makeVoucher()).id),
  },
  {
    route: "/api/admin/vouchers/[id]/disable",
    method: "PUT",
    expect: ADMIN(),
    request: async () => id((await makeVoucher()).id),
  },
  {
    route: "/api/admin/vouchers/[id]/enable",
    method: "PUT",
    expect: ADMIN(),
    request: async () => id((await makeVoucher({ isActive: false })).id),
  },
  { route: "/api/admin/voucher-transactions", method: "GET", expect: ADMIN() },
  { route: "/api/admin/api-keys", method: "GET", expect: ADMIN() },
  {
    route: "/api/admin/api-keys",
    method: "GET",
    variant: "revealing the summary key",
    expect: ADMIN(),
    request: (w) => ({ query: { show_full_key: w.keys.summary.id } }),
    reveals: [
      { secret: "summary API key", to: ["admin"], why: "the console's reveal, recorded in the audit trail" },
    ],
  },
  {
    route: "/api/admin/api-keys",
    method: "POST",
    expect: ADMIN(),
    request: () => ({ json: { name: "integration", permissions: ["summary"] } }),
  },
  {
    route: "/api/admin/api-keys/[id]",
    method: "PUT",
    expect: ADMIN(),
    request: async (w) => ({ ...id((await freshKey(w)).id), json: { name: "renamed" } }),
  },
  {
    route: "/api/admin/api-keys/[id]",
    method: "DELETE",
    expect: ADMIN(),
    request: async (w) => id((await freshKey(w)).id),
  },
  {
    route: "/api/admin/api-keys/[id]/toggle",
    method: "PUT",
    expect: ADMIN(),
    request: async (w) => id((await freshKey(w)).id),
  },
  { route: "/api/admin/hero-carousel", method: "GET", expect: ADMIN() },
  {
    route: "/api/admin/hero-carousel",
    method: "POST",
    expect: ADMIN(),
    request: async () => ({
      json: { photo_id: await heroPhoto("review"), title: "Clear skin", alt_text: "A cheek" },
    }),
  },
  {
    route: "/api/admin/hero-carousel/upload",
    method: "POST",
    expect: ADMIN(),
    request: async () => ({ form: await imageForm({ title: "Clear skin", alt_text: "A cheek" }) }),
  },
  {
    route: "/api/admin/hero-carousel/[id]",
    method: "PUT",
    expect: ADMIN(),
    request: async () => ({ ...id((await heroImage()).id), json: { is_active: false } }),
  },
  {
    route: "/api/admin/hero-carousel/[id]",
    method: "DELETE",
    expect: ADMIN(),
    request: async () => id((await heroImage()).id),
  },
  {
    route: "/api/admin/hero-carousel/reorder",
    method: "PUT",
    expect: ADMIN(),
    request: async () => {
      await heroImage();
      const all = await db.heroImage.findMany({ orderBy: { orderIndex: "asc" } });
      return { json: { items: all.map((image, position) => ({ id: image.id, order_index: position })) } };
    },
  },
  { route: "/api/admin/user-reviews", method: "GET", expect: ADMIN() },
  {
    route: "/api/admin/user-reviews",
    method: "POST",
    expect: ADMIN(),
    request: () => ({ json: { name: "Ana", quote: "It helped me." } }),
  },
  {
    route: "/api/admin/user-reviews/[id]",
    method: "PUT",
    expect: ADMIN(),
    request: async () => ({ ...id((await review()).id), json: { is_active: false } }),
  },
  {
    route: "/api/admin/user-reviews/[id]",
    method: "DELETE",
    expect: ADMIN(),
    request: async () => id((await review()).id),
  },
  {
    route: "/api/admin/user-reviews/reorder",
    method: "PUT",
    expect: ADMIN(),
    request: async () => {
      await review();
      const all = await db.review.findMany({ orderBy: { orderIndex: "asc" } });
      return { json: { reviews: all.map((row, position) => ({ id: row.id, order_index: position })) } };
    },
  },
  {
    route: "/api/admin/user-reviews/upload-photo",
    method: "POST",
    expect: ADMIN(),
    request: async () => ({ form: await imageForm({}) }),
  },
  // Integration keys change what later calls reach, so they come last and are undone in turn.
  {
    route: "/api/admin/configure-resend",
    method: "POST",
    expect: ADMIN(),
    request: (w) => ({ json: { api_key: w.secret.resendKey } }),
  },
  {
    route: "/api/admin/configure-stripe",
    method: "POST",
    expect: ADMIN(),
    request: (w) => ({
      json: {
        publishable_key: "pk_test_matrix",
        secret_key: w.secret.stripeSecretKey,
        webhook_secret: w.secret.stripeWebhookSecret,
      },
    }),
  },
  {
    route: "/api/admin/configure-openai-key",
    method: "POST",
    expect: ADMIN(),
    request: (w) => ({ json: { api_key: w.secret.openAiKey } }),
  },
  { route: "/api/admin/integration-status", method: "GET", variant: "with keys saved", expect: ADMIN() },
  { route: "/api/admin/audit", method: "GET", variant: "after keys were saved", expect: ADMIN() },
  { route: "/api/admin/remove-openai-key", method: "DELETE", expect: ADMIN() },
];

/** Rows that hand a secret to a caller, by secret name, for the leak check. */
export function revealedBy(row: Row, caller: Caller): Set<string> {
  return new Set((row.reveals ?? []).filter((r) => r.to.includes(caller)).map((r) => r.secret));
}

export const rowName = (row: Row) => `${row.method} ${row.route}${row.variant ? ` (${row.variant})` : ""}`;
