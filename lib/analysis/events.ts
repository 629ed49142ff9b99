import { HttpError } from "@/lib/errors/http-error";
import { defaultRefusalCode } from "@/lib/errors/refusal-codes";
import type { AnalysisAnswer } from "./run";

// The Server-Sent Events of a streamed analysis (POST /api/analysis/* with
// `Accept: text/event-stream`, GET /api/reports/{id}/stream), in this order: `report` once, then
// `progress` and `delta` as the report is written, then `done` (the JSON the request answers
// without a stream) or `error`, after which nothing has been charged.

export type RunPhase = "photos" | "writing" | "saving";

export type AnalysisEvent =
  | { event: "report"; data: { report_id: string; creator_secret?: string } }
  | { event: "progress"; data: { phase: RunPhase; percent: number } }
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: AnalysisAnswer }
  | { event: "error"; data: ErrorEventData };

/**
 * Why an analysis ended without a report: the JSON refusal's body, named fields included (an
 * `already_upgraded` names the full report, `report_id`), so a client reads both alike.
 */
export type ErrorEventData = { detail: string; code: string } & Record<string, unknown>;

export const ANALYSIS_FAILED_CODE = "analysis_failed";
export const RUN_INTERRUPTED =
  "The analysis was interrupted before it finished. Nothing was charged; please try again.";

/**
 * A running row is written each time the model writes; without a word for this long (the
 * provider's whole deadline and more), no process is running it (./stale-runs.ts).
 */
export const RUN_STALE_AFTER_MS = 5 * 60_000;
export const INTERNAL_ERROR = "Internal server error";

/**
 * The `error` event's data for what ended an analysis: a refusal keeps its status's code and the
 * named fields its JSON answer carries (lib/http/route.ts).
 */
export function errorEventData(error: unknown): ErrorEventData {
  if (error instanceof HttpError)
    return {
      ...error.extra,
      detail: error.detail,
      code: error.code ?? defaultRefusalCode(error.status) ?? ANALYSIS_FAILED_CODE,
    };
  return { detail: INTERNAL_ERROR, code: ANALYSIS_FAILED_CODE };
}

const encoder = new TextEncoder();

/** One event as the wire carries it. */
export function encodeEvent({ event, data }: AnalysisEvent): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A comment line: keeps proxies from closing a stream that waits for the model's first words. */
export const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");

export const isFinal = (event: AnalysisEvent) => event.event === "done" || event.event === "error";
