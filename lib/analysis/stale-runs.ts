import { db } from "@/lib/db";
import { logger } from "@/lib/log";
import { ANALYSIS_FAILED_CODE, RUN_INTERRUPTED, RUN_STALE_AFTER_MS } from "./events";

// Streamed analyses whose process stopped (a crash, a deploy) before they ended: nothing was
// charged, since the charge and the report come only at the end, so they are marked failed and
// whoever follows them is told to try again. Ended runs are kept a day for late replays.

const ENDED_RUNS_KEPT_MS = 24 * 60 * 60_000;

/** Ends the runs no process is running any more, and forgets those ended long ago. */
export async function sweepAnalysisRuns(
  now: Date = new Date(),
): Promise<{ interrupted: number; forgotten: number }> {
  const interrupted = await db.analysisRun.updateMany({
    where: { status: "running", updatedAt: { lt: new Date(now.getTime() - RUN_STALE_AFTER_MS) } },
    data: { status: "failed", errorDetail: RUN_INTERRUPTED, errorCode: ANALYSIS_FAILED_CODE, updatedAt: now },
  });
  const forgotten = await db.analysisRun.deleteMany({
    where: { status: { not: "running" }, updatedAt: { lt: new Date(now.getTime() - ENDED_RUNS_KEPT_MS) } },
  });
  return { interrupted: interrupted.count, forgotten: forgotten.count };
}

/**
 * Sweeps now, then every few minutes, on every instance: the updates touch only runs no process
 * writes any more, so instances sweeping at once do no harm and need no lease.
 */
export async function startAnalysisRunSweep(): Promise<void> {
  const sweep = () =>
    sweepAnalysisRuns().then(
      ({ interrupted, forgotten }) => {
        if (interrupted + forgotten > 0) logger.info({ interrupted, forgotten }, "analysis runs swept");
      },
      (error: unknown) => logger.error({ err: error }, "analysis run sweep failed"),
    );
  await sweep();
  setInterval(() => void sweep(), RUN_STALE_AFTER_MS).unref();
}
