import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isAdmin } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors/http-error";
import type { User } from "@/lib/generated/prisma/client";
import { requestLocale } from "@/lib/i18n/negotiate";
import { REPORT_NOT_FOUND } from "@/lib/reports/access";
import { newVisitorSecret, visitorSecretMatches } from "@/lib/reports/visitor-secret";
import type { AnalysisKind } from "@/lib/ai";
import { encodeEvent, isFinal, KEEP_ALIVE, type AnalysisEvent } from "./events";
import { LiveRun } from "./live-run";
import {
  completeAnalysis,
  prepareAnalysis,
  runAnalysis,
  type AnalysisAnswer,
  type AnalysisCaller,
} from "./run";
import type { AnalysisRequest } from "./schemas";
import { answerOfReport } from "./serialize";
import { finishedReport, storedRunEvents } from "./stored-run";

// The streamed forms of an analysis (docs/analysis.md, "Streaming"): POST /api/analysis/* asked for
// `text/event-stream`, and GET /api/reports/{id}/stream, which replays a run and follows it.

/** What the OpenAPI document says of the analysis routes' second form. */
export const STREAMED_ANSWER =
  "Asked with `Accept: text/event-stream`, the answer streams the report as server-sent events instead, ending with `done` (the JSON below) or `error`: `{detail, code}` and the named fields the same refusal carries as JSON (`already_upgraded`: `report_id`).";

/** A comment this often keeps proxies from closing a stream while the model has not begun. */
const KEEP_ALIVE_MS = 15_000;

type Send = (event: AnalysisEvent) => void;

/** Events from `start` (which returns how to stop) as a stream that ends after `done` or `error`. */
function eventStream(start: (send: Send) => () => void): ReadableStream<Uint8Array> {
  let stop = () => {};
  let keepAlive: NodeJS.Timeout | undefined;
  const end = () => {
    clearInterval(keepAlive);
    stop();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      keepAlive = setInterval(() => controller.enqueue(KEEP_ALIVE), KEEP_ALIVE_MS);
      stop = start((event) => {
        if (closed) return;
        controller.enqueue(encodeEvent(event));
        if (isFinal(event)) {
          closed = true;
          end();
          controller.close();
        }
      });
      if (closed) stop();
    },
    // The reader left (a closed tab): only the following stops, never the analysis.
    cancel: end,
  });
}

export function eventStreamResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-store, no-transform",
      // nginx passes each event on as it comes instead of buffering the answer.
      "X-Accel-Buffering": "no",
    },
  });
}

/** Whether the client asked for the events rather than one JSON answer. */
export const wantsEventStream = (req: Request) =>
  (req.headers.get("accept") ?? "").includes("text/event-stream");

/**
 * POST /api/analysis/* as events. Refusals come before the stream, as the JSON answer's; once the
 * `report` event is sent the analysis runs to its end whether or not anyone still reads.
 */
export async function streamAnalysis(
  kind: AnalysisKind,
  request: AnalysisRequest,
  caller: AnalysisCaller,
): Promise<Response> {
  const prepared = await prepareAnalysis(kind, request, caller);
  if ("earlier" in prepared) return finishedStream(prepared.earlier);
  const id = randomUUID();
  const creatorKey = caller.user ? null : newVisitorSecret();
  const run = await LiveRun.start(id, kind, {
    userId: caller.user?.id ?? null,
    creatorKeyHash: creatorKey?.hash ?? null,
  });
  const body = eventStream((send) => {
    send({
      event: "report",
      data: creatorKey ? { report_id: id, creator_secret: creatorKey.secret } : { report_id: id },
    });
    return run.follow(send);
  });
  // Not awaited: the request's answer is the stream, and the analysis outlives its reader.
  void completeAnalysis(prepared.prepared, {
    reportId: id,
    creatorKey,
    photosRead: run.photosRead,
    onDraft: run.onDraft,
    saving: run.saving,
  }).then(
    (answer) => run.finish(answer),
    (error: unknown) => {
      caller.log.warn({ err: error, run: id }, "streamed analysis failed; nothing charged");
      return run.fail(error);
    },
  );
  return eventStreamResponse(body);
}

/**
 * GET /api/reports/{id}/stream: what a run has written so far and the rest as it comes, or `done`
 * at once for a finished report. Its owner (by session, or a visitor by the creator secret) and
 * administrators only; anyone else gets the 404 a missing report gets.
 */
export async function followAnalysis(id: string, viewer: User | null, creatorSecret: string | undefined) {
  const mayFollow = (owner: { userId: string | null; creatorKeyHash: string | null }) =>
    isAdmin(viewer) ||
    (owner.userId !== null && owner.userId === viewer?.id) ||
    (owner.userId === null && visitorSecretMatches(owner.creatorKeyHash, creatorSecret));

  if (!z.uuid().safeParse(id).success) throw notFound(REPORT_NOT_FOUND);
  const run = await db.analysisRun.findUnique({
    where: { id },
    select: { userId: true, creatorKeyHash: true, status: true },
  });
  if (run && mayFollow(run) && run.status !== "done") {
    const local = LiveRun.find(id);
    return eventStreamResponse(
      eventStream((send) => {
        send({ event: "report", data: { report_id: id } });
        return local ? local.follow(send) : storedRunEvents(id, send);
      }),
    );
  }
  const report = await finishedReport(id);
  if (!report || !mayFollow(report)) throw notFound(REPORT_NOT_FOUND);
  return finishedStream(answerOfReport(report));
}

/** An analysis already ended: `report` and `done` at once. */
function finishedStream(answer: AnalysisAnswer): Response {
  return eventStreamResponse(
    eventStream((send) => {
      send({ event: "report", data: { report_id: answer.report_id } });
      send({ event: "done", data: answer });
      return () => {};
    }),
  );
}

/**
 * POST /api/analysis/*: the one JSON answer, or its events when the client asks for them. A report
 * whose request names no language is written in the caller's: saved, else this browser's.
 */
export function answerAnalysis(
  kind: AnalysisKind,
  req: Request,
  request: AnalysisRequest,
  caller: Omit<AnalysisCaller, "language">,
) {
  const withLanguage = { ...caller, language: requestLocale(req.headers, caller.user?.language) };
  return wantsEventStream(req)
    ? streamAnalysis(kind, request, withLanguage)
    : runAnalysis(kind, request, withLanguage);
}
