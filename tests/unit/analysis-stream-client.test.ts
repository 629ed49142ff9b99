import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeEvent, errorEventData, KEEP_ALIVE, type AnalysisEvent } from "@/lib/analysis/events";
import { ApiError, refusedWith } from "@/lib/api-client";
import { refusal } from "@/lib/errors/http-error";
import {
  followReportStream,
  readAnalysisStream,
  type AnalysisProgressEvent,
} from "@/lib/api-client/analysis-stream";

// The browser's reading of a streamed analysis: the server's own encoding of the events, cut into
// pieces wherever the network cuts them.

const answer = { report_id: "r1", dynamic_questions: [] } as unknown as Extract<
  AnalysisEvent,
  { event: "done" }
>["data"];

/** The bytes of these events, cut every `size` bytes, as an answer's body. */
function eventStream(parts: Uint8Array[], size = 7): Response {
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((offset, part) => (bytes.set(part, offset), offset + part.length), 0);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

function serve(response: Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

async function read(events: AnalysisProgressEvent[] = []) {
  return readAnalysisStream("/api/analysis/summary", { method: "POST", body: "{}" }, (e) => events.push(e));
}

describe("reading a streamed analysis in the browser", () => {
  it("passes report, progress and each delta on in order, across any cut, and answers done's JSON", async () => {
    const fetch = serve(
      eventStream([
        encodeEvent({ event: "report", data: { report_id: "r1", creator_secret: "s" } }),
        KEEP_ALIVE,
        encodeEvent({ event: "progress", data: { phase: "writing", percent: 20 } }),
        encodeEvent({ event: "delta", data: { text: "Mild Acné\n\n" } }),
        encodeEvent({ event: "delta", data: { text: "KEY FINDINGS" } }),
        encodeEvent({ event: "done", data: answer }),
      ]),
    );
    const events: AnalysisProgressEvent[] = [];
    await expect(read(events)).resolves.toEqual(answer);
    expect(events).toEqual([
      { event: "report", data: { report_id: "r1", creator_secret: "s" } },
      { event: "progress", data: { phase: "writing", percent: 20 } },
      { event: "delta", data: { text: "Mild Acné\n\n" } },
      { event: "delta", data: { text: "KEY FINDINGS" } },
    ]);
    expect(new Headers(fetch.mock.calls[0]![1].headers).get("accept")).toBe("text/event-stream");
  });

  it("an error event is the analysis's failure, with its detail and refusal code", async () => {
    serve(
      eventStream([
        encodeEvent({ event: "report", data: { report_id: "r1" } }),
        encodeEvent({ event: "error", data: { detail: "Not enough credits.", code: "no_credits" } }),
      ]),
    );
    const error = await read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, detail: "Not enough credits.", code: "no_credits" });
  });

  it("a refusal found at the charge reads as its JSON refusal does: its code and the fields it names", async () => {
    const refused = refusal(409, "already_upgraded", "Upgraded already.", { report_id: "full-1" });
    serve(
      eventStream([
        encodeEvent({ event: "report", data: { report_id: "r1" } }),
        encodeEvent({ event: "error", data: errorEventData(refused) }),
      ]),
    );
    const error = await read().catch((e: unknown) => e);
    expect(refusedWith(error, "already_upgraded")).toBe(true);
    expect(error).toMatchObject({ detail: "Upgraded already.", body: { report_id: "full-1" } });
  });

  it("a stream that ends before done or error is a lost connection (status 0)", async () => {
    serve(eventStream([encodeEvent({ event: "report", data: { report_id: "r1" } })]));
    await expect(read()).rejects.toMatchObject({ status: 0 });
  });

  it("a refusal before the analysis starts is the usual JSON error with its status", async () => {
    serve(
      Response.json({ detail: "Free summaries are used up.", code: "fair_use_reached" }, { status: 429 }),
    );
    await expect(read()).rejects.toMatchObject({ status: 429, code: "fair_use_reached" });
  });

  it("following a report sends a visitor's creator secret in a header, never in the address", async () => {
    const fetch = serve(eventStream([encodeEvent({ event: "done", data: answer })]));
    await expect(followReportStream("r1", "secret", () => {})).resolves.toEqual(answer);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/reports/r1/stream");
    expect(new Headers(init.headers).get("x-creator-secret")).toBe("secret");
  });
});
