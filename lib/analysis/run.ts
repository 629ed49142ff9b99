import {
  AiUnavailableError,
  analyzeSkin,
  type AnalysisInput,
  type AnalysisKind,
  type AnalysisResult,
  type DraftListener,
} from "@/lib/ai";
import { NOT_ENOUGH_CREDITS, spendCredits } from "@/lib/billing/credits";
import { db } from "@/lib/db";
import type { Prisma, Report, User } from "@/lib/generated/prisma/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { HttpError, conflict, notFound, refusal, unauthorized } from "@/lib/errors/http-error";
import type { Locale } from "@/lib/i18n/locales";
import type { Logger } from "@/lib/log";
import { loadMedicalRecordsForAnalysis } from "@/lib/medical-records";
import { adoptVisitorPhotos, photoJpegs, usablePhotos, type UsablePhoto } from "@/lib/photos";
import { isReportHidden, reportAccess } from "@/lib/reports/access";
import { reportExpiry } from "@/lib/reports/retention";
import { newShareToken } from "@/lib/reports/share";
import { expireShownReports } from "@/lib/reports/shown";
import { newVisitorSecret, type VisitorSecret } from "@/lib/reports/visitor-secret";
import { getSettings, type Settings } from "@/lib/settings";
import { fairUseSubject, viewerFacts, usageFacts } from "./facts";
import { countFreeSummary } from "./fair-use";
import { claimFirstFreeReport } from "./first-free";
import { analysisRequestHash, earlierAnalysis, isIdempotencyConflict } from "./idempotency";
import { previousReportFacts } from "./followup";
import { languageOfNewReport } from "./language";
import { decideAnalysis, type AnalysisAsk, type AnalysisDecision } from "./permissions";
import { profileForAnalysis } from "./profile";
import type { AnalysisRequest } from "./schemas";
import { serializeAnalysis } from "./serialize";
import { requestedSpotId, spotOfNewReport, spotStillThere } from "./spot";

// One analysis: check the permission, call the AI outside any transaction,
// then re-check against fresh rows, charge and create the report in one short
// transaction. A failed AI call charges nothing and leaves the photos for a retry.

export const SUMMARY_FAILED = "Failed to generate summary. Please try again.";
export const FULL_REPORT_FAILED = "Failed to generate full report. Please try again.";
export const ORIGINAL_REPORT_NOT_FOUND = "Original report not found";
export const FIRST_FREE_ALREADY_CLAIMED = "Your free full report has already been claimed.";
export const ALREADY_UPGRADED = "This summary has already been upgraded to a full report.";

/** 409 naming the full report a summary already became: a second upgrade charges nothing. */
const alreadyUpgraded = (fullReportId: string) =>
  refusal(409, "already_upgraded", ALREADY_UPGRADED, { report_id: fullReportId });

// The embedded database runs one transaction at a time: concurrent reports queue for their turn.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export type AnalysisCaller = {
  user: User | null;
  ip: string;
  log: Logger;
  idempotencyKey?: string;
  /** The caller's language (saved, else the browser's): a report's when its request names none. */
  language: Locale;
};

type Allowed = Extract<AnalysisDecision, { allowed: true }>;

type PreviousReport = { relation: "missing" } | { relation: "own" | "other"; report: Report };

/** The earlier report of a follow-up; one the caller may not open is missing, as when they open it. */
async function previousReport(id: string | undefined, user: User | null): Promise<PreviousReport> {
  const report = id
    ? await db.report.findUnique({ where: { id }, include: { user: { select: { blocked: true } } } })
    : null;
  if (!report || isReportHidden(report) || reportAccess(report, user, undefined) === null)
    return { relation: "missing" };
  return { relation: user && report.userId === user.id ? "own" : "other", report };
}

async function decideOrThrow(
  client: Prisma.TransactionClient,
  ask: AnalysisAsk,
  user: User | null,
  ip: string,
  settings: Settings,
): Promise<Allowed> {
  const now = new Date();
  // One after another, never side by side in a transaction: its queries share one connection, and
  // with the pg adapter concurrent ones can be handed each other's answers once that connection
  // fails (a database restart gave the usage read an empty answer, a 500 instead of a 503).
  const viewer = await viewerFacts(client, user, now);
  const usage = await usageFacts(client, user, ip, now);
  const decision = decideAnalysis(ask, viewer, usage, settings);
  if (!decision.allowed) throw new HttpError(decision.status, decision.detail, {}, decision.code);
  return decision;
}

const samePhotos = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The summary a full report upgrades: the one named, which must be the
 * caller's or a visitor's report of the same photos, or else the caller's
 * newest summary of exactly these photos.
 */
async function upgradedReportId(request: AnalysisRequest, user: User | null): Promise<string | null> {
  const photos = { select: { photoId: true } } as const;
  if (request.upgrade_from_report_id) {
    const original = await db.report.findUnique({
      where: { id: request.upgrade_from_report_id },
      include: { photos, user: { select: { blocked: true } } },
    });
    const usable =
      original &&
      !isReportHidden(original) &&
      ((user && original.userId === user.id) ||
        (original.userId === null &&
          samePhotos(
            original.photos.map((p) => p.photoId),
            request.photo_ids,
          )));
    if (!usable) throw notFound(ORIGINAL_REPORT_NOT_FOUND);
    if (original.supersededById) throw alreadyUpgraded(original.supersededById);
    return original.id;
  }
  if (!user) return null;
  const candidates = await db.report.findMany({
    where: {
      userId: user.id,
      reportType: "summary",
      supersededById: null,
      photos: { some: { photoId: { in: request.photo_ids } } },
    },
    include: { photos },
    orderBy: { createdAt: "desc" },
    take: 20,
  });
  return (
    candidates.find((c) =>
      samePhotos(
        c.photos.map((p) => p.photoId),
        request.photo_ids,
      ),
    )?.id ?? null
  );
}

async function analysisInput(
  kind: AnalysisKind,
  language: Locale,
  request: AnalysisRequest,
  usable: UsablePhoto[],
  user: User | null,
  previous: Report | undefined,
): Promise<AnalysisInput> {
  const [photos, medicalRecords, profile] = await Promise.all([
    photoJpegs(usable),
    user && request.medical_record_ids.length > 0
      ? loadMedicalRecordsForAnalysis(request.medical_record_ids, user)
      : Promise.resolve([]),
    user ? profileForAnalysis(user.id) : Promise.resolve({}),
  ]);
  return {
    kind,
    language,
    photos,
    medicalRecords,
    profile,
    questionsAnswers: request.questions_answers,
    contextNote: request.context_history,
    previous: previous ? previousReportFacts(previous) : undefined,
  };
}

async function analyze(input: AnalysisInput, log: Logger, onDraft?: DraftListener): Promise<AnalysisResult> {
  try {
    return await analyzeSkin(input, { onDraft });
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    log.warn({ kind: input.kind }, "analysis failed; nothing charged");
    throw new HttpError(502, input.kind === "summary" ? SUMMARY_FAILED : FULL_REPORT_FAILED);
  }
}

async function lockUser(tx: Prisma.TransactionClient, userId: string): Promise<User> {
  // Serialises this user's charges: balances and monthly counts are read after the lock.
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  const user = await tx.user.findUnique({ where: { id: userId } });
  if (!user) throw unauthorized("Invalid or expired token");
  return user;
}

/** Takes what the decision says, inside the report's transaction; throws (and rolls back) when it is gone. */
async function charge(
  tx: Prisma.TransactionClient,
  decision: Allowed,
  user: User | null,
  report: Report,
  ip: string,
  settings: Settings,
): Promise<void> {
  switch (decision.charge) {
    case "credit":
      if (!user || (await spendCredits(tx, user.id, decision.creditsToCharge, report.id)) === null) {
        throw refusal(402, "no_credits", NOT_ENOUGH_CREDITS);
      }
      return;
    case "first_free":
      if (!user || !(await claimFirstFreeReport(tx, user, report.id)))
        throw conflict(FIRST_FREE_ALREADY_CLAIMED, "first_free_claimed");
      return;
    case "free_summary": {
      const reached = await countFreeSummary(tx, fairUseSubject(user, ip), settings, report.createdAt);
      if (reached) throw refusal(429, "fair_use_reached", reached);
      return;
    }
    case "subscription":
    case "admin":
      return;
  }
}

/**
 * The summary leaves lists and the gallery for the full report made from it. The update waits for
 * a concurrent upgrade of the same summary and then finds it taken: this one rolls back, charge
 * included.
 */
async function supersede(
  tx: Prisma.TransactionClient,
  summaryId: string,
  fullReportId: string,
): Promise<void> {
  const taken = await tx.report.updateMany({
    where: { id: summaryId, supersededById: null },
    data: { supersededById: fullReportId },
  });
  if (taken.count === 1) return;
  const summary = await tx.report.findUnique({ where: { id: summaryId }, select: { supersededById: true } });
  throw summary?.supersededById
    ? alreadyUpgraded(summary.supersededById)
    : notFound(ORIGINAL_REPORT_NOT_FOUND);
}

/** The full report a summary became, if it was upgraded. */
async function upgradeOf(client: Prisma.TransactionClient, summaryId: string): Promise<string | null> {
  const summary = await client.report.findUnique({
    where: { id: summaryId },
    select: { supersededById: true },
  });
  return summary?.supersededById ?? null;
}

type Creation = {
  kind: AnalysisKind;
  ask: AnalysisAsk;
  request: AnalysisRequest;
  caller: AnalysisCaller;
  settings: Settings;
  /** The request's photos, as usablePhotos found them. */
  photos: UsablePhoto[];
  result: AnalysisResult;
  previousReportId: string | null;
  upgradedFromId: string | null;
  requestHash: string | null;
  /** A visitor's report: the secret that proves its creator (see lib/reports/visitor-secret.ts). */
  creatorKey: VisitorSecret | null;
  /** The caller's spot the report goes on. */
  spotId: string | null;
  language: Locale;
  /** The id a streamed analysis announced before the report existed. */
  reportId?: string;
};

async function chargeAndCreate(tx: Prisma.TransactionClient, c: Creation): Promise<Report> {
  const user = c.caller.user ? await lockUser(tx, c.caller.user.id) : null;
  // Under the user's lock: a concurrent upgrade of the same summary has committed by now.
  const upgradedBy = c.upgradedFromId ? await upgradeOf(tx, c.upgradedFromId) : null;
  if (upgradedBy) throw alreadyUpgraded(upgradedBy);
  const decision = await decideOrThrow(tx, c.ask, user, c.caller.ip, c.settings);
  const spotId = await spotStillThere(tx, c.spotId, user?.id ?? null);
  const now = new Date();
  const report = await tx.report.create({
    data: {
      id: c.reportId,
      userId: user?.id ?? null,
      title: c.result.title,
      reportType: c.kind,
      language: c.language,
      privacySetting: decision.privacy,
      shareToken: decision.privacy === "unlisted" ? newShareToken() : null,
      content: {
        content: c.result.content,
        title: c.result.title,
        progress_commentary: c.result.progressCommentary ?? null,
        mock: c.result.mock,
      },
      dynamicQuestions: c.result.dynamicQuestions,
      questionsAnswers: c.request.questions_answers,
      contextHistory: c.request.context_history ?? null,
      isFollowup: c.kind === "followup",
      previousReportId: c.previousReportId,
      upgradedFromId: c.upgradedFromId,
      spotId,
      charge: decision.charge,
      creditsCharged: decision.creditsToCharge,
      aiPromptUsed: c.result.promptUsed || null,
      aiModel: c.result.model,
      idempotencyKey: user ? (c.caller.idempotencyKey ?? null) : null,
      requestHash: user && c.caller.idempotencyKey ? c.requestHash : null,
      creatorKeyHash: user ? null : (c.creatorKey?.hash ?? null),
      expiresAt: reportExpiry(decision.retention, c.settings, now),
      createdAt: now,
      photos: { create: c.request.photo_ids.map((photoId, position) => ({ photoId, position })) },
      medicalRecords: {
        create: c.request.medical_record_ids.map((medicalRecordId) => ({ medicalRecordId })),
      },
    },
  });
  await charge(tx, decision, user, report, c.caller.ip, c.settings);
  if (c.upgradedFromId) await supersede(tx, c.upgradedFromId, report.id);
  if (user) await adoptVisitorPhotos(tx, c.photos, user.id);
  return report;
}

/** What an analysis was found allowed to do before its AI call (prepareAnalysis). */
export type PreparedAnalysis = {
  kind: AnalysisKind;
  request: AnalysisRequest;
  caller: AnalysisCaller;
  settings: Settings;
  ask: AnalysisAsk;
  photos: UsablePhoto[];
  previousRow: Report | undefined;
  upgradedFromId: string | null;
  requestHash: string | null;
  spotId: string | null;
  /** The language the report is written in. */
  language: Locale;
};

export type AnalysisAnswer = ReturnType<typeof serializeAnalysis>;

/**
 * Everything an analysis checks before its AI call: the answer already given for its
 * Idempotency-Key (`earlier`), or what the call and the charge need. Throws the refusal otherwise,
 * having spent nothing.
 */
export async function prepareAnalysis(
  kind: AnalysisKind,
  request: AnalysisRequest,
  caller: AnalysisCaller,
): Promise<{ earlier: AnalysisAnswer } | { prepared: PreparedAnalysis }> {
  const { user } = caller;
  const key = user && caller.idempotencyKey;
  const requestHash = key ? analysisRequestHash(request) : null;
  const earlier = key && requestHash ? await earlierAnalysis(user.id, key, kind, requestHash) : null;
  if (earlier) return { earlier };
  // Someone else's spot (or any, for a visitor) is refused before anything is read or spent.
  const requestedSpot = await requestedSpotId(request.spot_id, user);
  const settings = await getSettings();
  const previous = kind === "followup" ? await previousReport(request.previous_report_id, user) : undefined;
  const ask: AnalysisAsk = {
    kind,
    photoCount: request.photo_ids.length,
    medicalRecordCount: request.medical_record_ids.length,
    hasContextNote: request.context_history !== undefined,
    privacy: request.privacy_setting,
    previousReport: previous?.relation,
  };
  // A signed-in user's summary upgraded already is named before anything else: spending the last
  // credit on it must not turn a second click into "not enough credits".
  const upgradedFirst = kind === "full" && user && request.upgrade_from_report_id;
  let upgradedFromId = upgradedFirst ? await upgradedReportId(request, user) : null;
  // Checked before the AI call too, so a refused request costs no AI call.
  await decideOrThrow(db, ask, user, caller.ip, settings);
  const photos = await usablePhotos(request.photo_ids, user, request.upload_secret);
  if (kind === "full" && !upgradedFirst) upgradedFromId = await upgradedReportId(request, user);
  const previousRow = previous && "report" in previous ? previous.report : undefined;
  const spotId = await spotOfNewReport(requestedSpot, user, previousRow, upgradedFromId);
  const language = await languageOfNewReport(request.language, caller.language, previousRow, upgradedFromId);
  return {
    prepared: {
      kind,
      request,
      caller,
      settings,
      ask,
      photos,
      previousRow,
      upgradedFromId,
      requestHash,
      spotId,
      language,
    },
  };
}

/** How a streamed analysis is followed while it runs (lib/analysis/live-run.ts). */
export type AnalysisProgress = {
  /** The id announced to the client: the report is created under it. */
  reportId: string;
  creatorKey: VisitorSecret | null;
  photosRead(): void;
  onDraft: DraftListener;
  saving(): void;
};

/**
 * The AI call, then the charge and the report in one transaction against fresh rows. Nothing is
 * charged and no report exists unless all of it succeeds.
 */
export async function completeAnalysis(
  {
    kind,
    request,
    caller,
    settings,
    ask,
    photos,
    previousRow,
    upgradedFromId,
    requestHash,
    spotId,
    language,
  }: PreparedAnalysis,
  progress?: AnalysisProgress,
): Promise<AnalysisAnswer> {
  const { user } = caller;
  const key = user && caller.idempotencyKey;
  const input = await analysisInput(kind, language, request, photos, user, previousRow);
  progress?.photosRead();
  const result = await analyze(input, caller.log, progress?.onDraft);
  progress?.saving();

  const creatorKey = user ? null : (progress?.creatorKey ?? newVisitorSecret());
  let report: Report;
  try {
    report = await db.$transaction(
      (tx) =>
        chargeAndCreate(tx, {
          kind,
          ask,
          request,
          caller,
          settings,
          photos,
          result,
          previousReportId: previousRow?.id ?? null,
          upgradedFromId,
          requestHash,
          creatorKey,
          spotId,
          language,
          reportId: progress?.reportId,
        }),
      TRANSACTION_OPTIONS,
    );
  } catch (error) {
    // A concurrent retry with the same key won: its report stands, this charge rolled back.
    const winner =
      key && requestHash && isIdempotencyConflict(error)
        ? await earlierAnalysis(user.id, key, kind, requestHash)
        : null;
    if (winner) return winner;
    // A concurrent upgrade of the same summary won: its report stands, this charge rolled back.
    const upgrade = upgradedFromId && isUniqueViolation(error) ? await upgradeOf(db, upgradedFromId) : null;
    if (upgrade) throw alreadyUpgraded(upgrade);
    throw error;
  }
  // A summary upgraded leaves the lists; the photos now belong to a report.
  await expireShownReports(upgradedFromId ? [report.id, upgradedFromId] : [report.id], request.photo_ids);
  caller.log.info({ report_id: report.id, kind, charge: report.charge }, "report created");
  return serializeAnalysis(report, request.photo_ids, result, creatorKey?.secret ?? null);
}

/** POST /api/analysis/{summary,full,followup}: a new report for the caller, charged exactly once. */
export async function runAnalysis(kind: AnalysisKind, request: AnalysisRequest, caller: AnalysisCaller) {
  const prepared = await prepareAnalysis(kind, request, caller);
  return "earlier" in prepared ? prepared.earlier : completeAnalysis(prepared.prepared);
}
