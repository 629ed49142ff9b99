import { randomUUID } from "node:crypto";
import { createApiKey } from "@/lib/admin/api-keys";
import { issueChallenge } from "@/lib/auth/challenges";
import { decryptSecret } from "@/lib/config/integration-secrets";
import { endPresentedSessions } from "@/lib/auth/sessions";
import { sessionCookieName } from "@/lib/auth/tokens";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { API_KEY_HEADER } from "@/lib/external-api";
import { seedProfileQuestions } from "@/lib/profile/questions";
import { DEFAULT_PROMPTS, savePrompts } from "@/lib/prompts";
import { newShareToken } from "@/lib/reports/share";
import { newVisitorSecret } from "@/lib/reports/visitor-secret";
import { makePhoto, makeReport, makeUser, sessionFor, signedInAdmin } from "./factories";
import { makeVoucher } from "./vouchers";

// The data the authorisation matrix (tests/integration/authorisation-matrix.test.ts) calls
// every route against: two ordinary users A and B, a blocked user, an administrator and API
// keys of each permission, with private things planted as unique markers so that the test can
// find them in any answer.

export const CALLERS = [
  "anonymous",
  "owner",
  "other",
  "blocked",
  "signedOut",
  "admin",
  "keySummary",
  "keyFull",
  "keyDisabled",
  "keyDeleted",
  "keyAsBearer",
] as const;

/**
 * Who calls: nobody; user A, who owns the data the rows name (bearer); user B, another paying
 * user (session cookie, with the app's Origin on writes); a blocked user (a session that existed
 * before the block); A's token after logout; an administrator (ADMIN_EMAILS); and API keys sent
 * as X-API-Key: summary only, full only, disabled, deleted; and a valid key sent as a bearer
 * token, which is not a session.
 */
export type Caller = (typeof CALLERS)[number];

export const API_KEY_CALLERS = ["keySummary", "keyFull", "keyDisabled", "keyDeleted"] as const;

/** A private value and the callers who may ever read it in an answer. */
export type Secret = { name: string; value: string; visibleTo: readonly Caller[] };

const marker = (what: string) => `${what}-${randomUUID().slice(0, 12)}`;
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000);

const paying = {
  credits: 100,
  creditsExpiresAt: inFuture(180),
  subscriptionStatus: "active",
  subscriptionEnd: inFuture(30),
  currentPeriodEnd: inFuture(30),
} satisfies Partial<Prisma.UserCreateInput>;

/** A paying user (credits and an active subscription), so refusals are never about money. */
export function payingUser(overrides: Partial<Prisma.UserCreateInput> = {}) {
  return makeUser({ ...paying, ...overrides });
}

/** A report of `userId` with one photo of theirs, answers, a context note and dynamic questions. */
export async function ownedReport(
  userId: string,
  privacy: "public" | "unlisted" | "private",
  extra: Partial<Prisma.ReportUncheckedCreateInput> = {},
) {
  const photoId = await makePhoto(userId);
  const report = await makeReport({
    userId,
    privacySetting: privacy,
    reportType: "full",
    charge: "credit",
    shareToken: privacy === "unlisted" ? newShareToken() : null,
    dynamicQuestions: [{ id: "itch", question: "Does it itch?", type: "select", options: ["yes", "no"] }],
    photoIds: [photoId],
    ...extra,
  });
  return { ...report, photoId };
}

export async function seedWorld() {
  const secret = {
    answer: marker("answer-of-a"),
    context: marker("context-of-a"),
    recordName: `${marker("bloodwork-of-a")}.pdf`,
    recordText: marker("record-text-of-a"),
    fullName: marker("Full Name Of A"),
    prompt: marker("PROMPT SECRET"),
    stripeCustomer: marker("cus_a"),
    stripeSubscription: marker("sub_a"),
    checkoutSession: `cs_sim_${randomUUID().replace(/-/g, "")}`,
    answerOfB: marker("answer-of-b"),
    // Provider keys the console saves at the end of the table: only previews may ever leave.
    openAiKey: marker("sk-proj-matrix"),
    stripeSecretKey: marker("sk_test_matrix"),
    stripeWebhookSecret: marker("whsec_matrix"),
    resendKey: marker("re_matrix"),
  };

  const { user: admin, token: adminToken } = await signedInAdmin(paying);
  const a = await payingUser({
    fullName: secret.fullName,
    stripeCustomerId: secret.stripeCustomer,
    stripeSubscriptionId: secret.stripeSubscription,
  });
  const b = await payingUser();
  const blocked = await payingUser();
  const tokens = {
    owner: await sessionFor(a),
    other: await sessionFor(b),
    blocked: await sessionFor(blocked),
    admin: adminToken,
    signedOut: await sessionFor(a),
  };
  // The flag written directly, as if blocked while a session was open: the request-time check
  // must refuse it (setAccountBlocked also ends the sessions, which would make this a plain 401).
  await db.user.update({ where: { id: blocked.id }, data: { blocked: true } });
  await endPresentedSessions(
    new Request("http://localhost/", { headers: { authorization: `Bearer ${tokens.signedOut}` } }),
  );

  await savePrompts({
    ...DEFAULT_PROMPTS,
    summary_prompt: `${DEFAULT_PROMPTS.summary_prompt}\n${secret.prompt}`,
  });

  const answers = { itch: "yes", note: secret.answer };
  const withNotes = {
    questionsAnswers: answers,
    contextHistory: secret.context,
    aiPromptUsed: secret.prompt,
  };
  // The featured flag of a private report is a stale state no console path leaves, kept as a trap.
  const privateOfA = await ownedReport(a.id, "private", { ...withNotes, featured: true });
  const unlistedOfA = await ownedReport(a.id, "unlisted", withNotes);
  const publicOfA = await ownedReport(a.id, "public", withNotes);
  const publicOfB = await ownedReport(b.id, "public", { questionsAnswers: { note: secret.answerOfB } });
  const unlistedOfB = await ownedReport(b.id, "unlisted");
  // Featured, as if featured before the block: the carousel must still leave it out.
  const publicOfBlocked = await ownedReport(blocked.id, "public", { featured: true });

  const recordBlob = await db.storedBlob.create({
    data: {
      contentType: "application/pdf",
      byteSize: 64,
      data: new Uint8Array(Buffer.from(`%PDF-1.4 ${secret.recordText}`)),
    },
  });
  const record = await db.medicalRecord.create({
    data: {
      userId: a.id,
      filename: secret.recordName,
      blobId: recordBlob.id,
      extractedText: secret.recordText,
    },
  });
  await db.reportMedicalRecord.create({ data: { reportId: privateOfA.id, medicalRecordId: record.id } });
  await db.reportMedicalRecord.create({ data: { reportId: publicOfA.id, medicalRecordId: record.id } });

  await seedProfileQuestions();
  const question = await db.profileQuestion.findFirstOrThrow({ where: { type: "textarea" } });
  await db.profileAnswer.create({ data: { userId: a.id, questionId: question.id, value: secret.answer } });

  const referralOfA = await makeVoucher({ voucherType: "referral", creatorId: a.id, referrerReward: 1 });
  // B took A's invitation: A's referral list names B, masked.
  await db.voucherRedemption.create({ data: { voucherId: referralOfA.id, userId: b.id } });
  await db.payment.create({
    data: {
      userId: a.id,
      userEmail: a.email,
      planType: "credits_1",
      amountCents: 999,
      status: "completed",
      credits: 1,
      stripeSessionId: secret.checkoutSession,
      simulated: true,
    },
  });

  // A sign-in challenge of A and a visitor's report: their tokens and hashes never leave the server.
  const challenge = await issueChallenge({ email: a.email, purpose: "login", ip: "192.0.2.10" });
  const challengeRow = await db.loginChallenge.findFirstOrThrow({
    where: { email: a.email },
    orderBy: { createdAt: "desc" },
  });
  const creatorKey = newVisitorSecret();
  await makeReport({ creatorKeyHash: creatorKey.hash });

  const keys = {
    summary: await apiKey("summary key", ["summary"]),
    full: await apiKey("full key", ["full"]),
    disabled: await apiKey("disabled key", ["summary", "full"]),
    deleted: await apiKey("deleted key", ["summary", "full"]),
  };
  await db.apiKey.update({ where: { id: keys.disabled.id }, data: { active: false } });
  await db.apiKey.delete({ where: { id: keys.deleted.id } });

  async function apiKey(name: string, permissions: ("summary" | "full")[]) {
    const created = await createApiKey(admin, { name, permissions });
    const row = await db.apiKey.findUniqueOrThrow({ where: { id: created.key_id } });
    return { id: row.id, secret: decryptSecret(row.keyEncrypted), hash: row.keyHash };
  }

  const ownerAndAdmin = ["owner", "admin"] as const;
  const otherAndAdmin = ["other", "admin"] as const;
  const secrets: Secret[] = [
    { name: "e-mail of A", value: a.email, visibleTo: ownerAndAdmin },
    { name: "e-mail of B", value: b.email, visibleTo: otherAndAdmin },
    { name: "e-mail of the blocked user", value: blocked.email, visibleTo: ["admin"] },
    { name: "e-mail of the administrator", value: admin.email, visibleTo: ["admin"] },
    { name: "full name of A", value: secret.fullName, visibleTo: ownerAndAdmin },
    { name: "share token of A's unlisted report", value: unlistedOfA.shareToken!, visibleTo: ownerAndAdmin },
    { name: "share token of B's unlisted report", value: unlistedOfB.shareToken!, visibleTo: otherAndAdmin },
    { name: "answers of A", value: secret.answer, visibleTo: ownerAndAdmin },
    { name: "answers of B", value: secret.answerOfB, visibleTo: otherAndAdmin },
    { name: "context note of A", value: secret.context, visibleTo: ownerAndAdmin },
    { name: "medical record name of A", value: secret.recordName, visibleTo: ownerAndAdmin },
    { name: "medical record text of A", value: secret.recordText, visibleTo: ownerAndAdmin },
    { name: "prompt text", value: secret.prompt, visibleTo: ["admin"] },
    { name: "Stripe customer of A", value: secret.stripeCustomer, visibleTo: ownerAndAdmin },
    { name: "Stripe subscription of A", value: secret.stripeSubscription, visibleTo: ownerAndAdmin },
    { name: "checkout session of A", value: secret.checkoutSession, visibleTo: ownerAndAdmin },
    // Ids of things only A may open: no list, gallery or carousel may hand them to anyone else.
    { name: "id of A's private report", value: privateOfA.id, visibleTo: ownerAndAdmin },
    { name: "id of A's unlisted report", value: unlistedOfA.id, visibleTo: ownerAndAdmin },
    { name: "id of the photo of A's private report", value: privateOfA.photoId, visibleTo: ownerAndAdmin },
    { name: "id of A's medical record", value: record.id, visibleTo: ownerAndAdmin },
    { name: "id of the blocked user's public report", value: publicOfBlocked.id, visibleTo: ["admin"] },
    { name: "summary API key", value: keys.summary.secret, visibleTo: [] },
    { name: "OpenAI key", value: secret.openAiKey, visibleTo: [] },
    { name: "Stripe secret key", value: secret.stripeSecretKey, visibleTo: [] },
    { name: "Stripe webhook secret", value: secret.stripeWebhookSecret, visibleTo: [] },
    { name: "Resend key", value: secret.resendKey, visibleTo: [] },
    { name: "full API key", value: keys.full.secret, visibleTo: [] },
    { name: "summary API key hash", value: keys.summary.hash, visibleTo: [] },
    { name: "sign-in challenge token of A", value: challenge.token, visibleTo: [] },
    { name: "sign-in challenge token hash of A", value: challengeRow.tokenHash, visibleTo: [] },
    { name: "sign-in code hash of A", value: challengeRow.codeHash, visibleTo: [] },
    { name: "a visitor's creator secret", value: creatorKey.secret, visibleTo: [] },
    { name: "a visitor's creator secret hash", value: creatorKey.hash, visibleTo: [] },
    { name: "bearer token of A", value: tokens.owner, visibleTo: [] },
    { name: "bearer token of B", value: tokens.other, visibleTo: [] },
    { name: "bearer token of the administrator", value: tokens.admin, visibleTo: [] },
  ];

  return {
    a,
    b,
    blocked,
    admin,
    tokens,
    keys,
    secret,
    secrets,
    reports: { privateOfA, unlistedOfA, publicOfA, publicOfB, unlistedOfB, publicOfBlocked },
    record,
    referralOfA,
  };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;

/** The headers that make a request come from `caller`, given the token each signed-in caller holds. */
export function credentialHeaders(
  world: World,
  caller: Caller,
  method: string,
  token?: string,
): Record<string, string> {
  switch (caller) {
    case "anonymous":
      return {};
    case "other": {
      // B signs in by the session cookie, as a browser does; writes carry our Origin (CSRF is not under test).
      const cookie = `${sessionCookieName()}=${token ?? world.tokens.other}`;
      return method === "GET" ? { cookie } : { cookie, origin: new URL(env().APP_URL).origin };
    }
    case "owner":
    case "blocked":
    case "signedOut":
    case "admin":
      return { authorization: `Bearer ${token ?? world.tokens[caller]}` };
    case "keySummary":
      return { [API_KEY_HEADER]: world.keys.summary.secret };
    case "keyFull":
      return { [API_KEY_HEADER]: world.keys.full.secret };
    case "keyDisabled":
      return { [API_KEY_HEADER]: world.keys.disabled.secret };
    case "keyDeleted":
      return { [API_KEY_HEADER]: world.keys.deleted.secret };
    case "keyAsBearer":
      return { authorization: `Bearer ${world.keys.summary.secret}` };
  }
}

/** A user of the same kind as the caller, with a fresh session, for calls that end or delete it. */
export async function freshSession(
  world: World,
  caller: Caller,
): Promise<{ user: User; token: string } | null> {
  if (caller === "owner" || caller === "other") {
    const user = await payingUser();
    return { user, token: await sessionFor(user) };
  }
  // Another administrator: ending the sessions of the world's one would refuse every later admin cell.
  if (caller === "admin") return signedInAdmin(paying);
  if (caller === "blocked") return { user: world.blocked, token: await sessionFor(world.blocked) };
  return null;
}
