import { EventSourceParserStream, type EventSourceMessage } from "eventsource-parser/stream";
import type { AnalysisEvent, ErrorEventData } from "@/lib/analysis/events";
import { REFUSAL_CODES, type RefusalCode } from "@/lib/errors/refusal-codes";
import { ApiError, apiErrorOf } from "./client";

// A streamed analysis read in the browser (docs/analysis.md, "Streaming"): POST /api/analysis/*
// asked for `text/event-stream`, and GET /api/reports/{id}/stream. EventSource can neither POST nor
// send headers, so the answer is read through fetch and eventsource-parser.

/** The events shown while a report is written; `done` and `error` end the reading instead. */
export type AnalysisProgressEvent = Exclude<AnalysisEvent, { event: "done" } | { event: "error" }>;
export type StreamedAnswer = Extract<AnalysisEvent, { event: "done" }>["data"];

const EVENT_NAMES = new Set<string>(["report", "progress", "delta", "done", "error"]);

/** The status of an analysis that failed without a stream (502); a refusal found at the charge keeps its code. */
const FAILED_STATUS = 502;

function analysisEvent(message: EventSourceMessage): AnalysisEvent | null {
  if (!message.event || !EVENT_NAMES.has(message.event)) return null;
  try {
    return { event: message.event, data: JSON.parse(message.data) } as AnalysisEvent;
  } catch {
    return null;
  }
}

/** An `error` event as the ApiError of a JSON refusal: its code, and its body with the named fields (`report_id`). */
function failureOf(data: ErrorEventData): ApiError {
  const code = data.code in REFUSAL_CODES ? (data.code as RefusalCode) : null;
  return new ApiError(FAILED_STATUS, data.detail, code, data);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Sends the request and reads its events: each `report`, `progress` and `delta` to `onEvent`, and
 * `done`'s answer as the result. A refusal before the analysis starts is the usual JSON error
 * (ApiError with its status); an `error` event is an ApiError too, and a connection lost before the
 * end is ApiError 0, as any network failure. An abort is thrown as it is.
 */
export async function readAnalysisStream(
  path: string,
  init: RequestInit & { headers?: Record<string, string> },
  onEvent: (event: AnalysisProgressEvent) => void,
): Promise<StreamedAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...init,
      headers: { ...init.headers, Accept: "text/event-stream" },
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok || !response.body) {
    throw apiErrorOf(response.status, await response.json().catch(() => null));
  }
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new ApiError(0, null);
      const event = analysisEvent(value);
      if (event?.event === "done") return event.data;
      if (event?.event === "error") throw failureOf(event.data);
      if (event) onEvent(event);
    }
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    throw new ApiError(0, null);
  } finally {
    reader.cancel().catch(() => {});
  }
}

/**
 * GET /api/reports/{id}/stream: what the run has written so far, then the rest, up to its answer.
 * A visitor proves the report with its creator secret; anyone else who may not follow it gets 404.
 */
export function followReportStream(
  reportId: string,
  creatorSecret: string | null,
  onEvent: (event: AnalysisProgressEvent) => void,
  signal?: AbortSignal,
): Promise<StreamedAnswer> {
  return readAnalysisStream(
    `/api/reports/${encodeURIComponent(reportId)}/stream`,
    { signal, headers: creatorSecret ? { "X-Creator-Secret": creatorSecret } : {} },
    onEvent,
  );
}
