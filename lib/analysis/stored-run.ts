import { db } from "@/lib/db";
import type { AnalysisRun } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import {
  ANALYSIS_FAILED_CODE,
  RUN_INTERRUPTED,
  RUN_STALE_AFTER_MS,
  type AnalysisEvent,
  type ErrorEventData,
  type RunPhase,
} from "./events";
import { answerOfReport } from "./serialize";

// Following a run that another process is writing (or wrote): its analysis_runs row, read a few
// times a second, as events.

const READ_EVERY_MS = 300;

/** The report a finished run made, with its photos in order, as its answer needs it. */
export function finishedReport(id: string) {
  return db.report.findUnique({
    where: { id },
    include: { photos: { orderBy: { position: "asc" }, select: { photoId: true } } },
  });
}

/** The error event a failed run ended with, its refusal's named fields included. */
function storedError(run: AnalysisRun): ErrorEventData {
  const extra = run.errorExtra;
  return {
    ...(extra && typeof extra === "object" && !Array.isArray(extra) ? extra : {}),
    detail: run.errorDetail ?? RUN_INTERRUPTED,
    code: run.errorCode ?? ANALYSIS_FAILED_CODE,
  };
}

/** Sends the run's events from its row until it ends; returns how to stop. */
export function storedRunEvents(id: string, send: (event: AnalysisEvent) => void): () => void {
  let stopped = false;
  let sent = "";
  let progress = "";
  let timer: NodeJS.Timeout | undefined;

  const read = async () => {
    const run = await db.analysisRun.findUnique({ where: { id } });
    if (stopped) return;
    if (!run) return send({ event: "error", data: { detail: RUN_INTERRUPTED, code: ANALYSIS_FAILED_CODE } });
    const shown = `${run.phase}:${run.percent}`;
    if (shown !== progress) {
      progress = shown;
      send({ event: "progress", data: { phase: run.phase as RunPhase, percent: run.percent } });
    }
    if (run.draft.length > sent.length && run.draft.startsWith(sent)) {
      send({ event: "delta", data: { text: run.draft.slice(sent.length) } });
      sent = run.draft;
    }
    // Its process stopped: the sweep will end it the same way.
    const abandoned = run.status === "running" && run.updatedAt.getTime() < Date.now() - RUN_STALE_AFTER_MS;
    if (abandoned)
      return send({ event: "error", data: { detail: RUN_INTERRUPTED, code: ANALYSIS_FAILED_CODE } });
    if (run.status === "failed") return send({ event: "error", data: storedError(run) });
    if (run.status === "done") {
      const report = await finishedReport(id);
      if (stopped) return;
      return send(
        report
          ? { event: "done", data: answerOfReport(report) }
          : { event: "error", data: { detail: RUN_INTERRUPTED, code: ANALYSIS_FAILED_CODE } },
      );
    }
    timer = setTimeout(readSafely, READ_EVERY_MS);
  };
  const readSafely = () =>
    void read().catch((error: unknown) => {
      logger.warn({ err: error, run: id }, "analysis run not read");
      if (!stopped) timer = setTimeout(readSafely, READ_EVERY_MS);
    });

  readSafely();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
