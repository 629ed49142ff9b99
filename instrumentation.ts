import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // First, so the spans of everything below (and of every request) are recorded.
    const { startTracing } = await import("./lib/observability/tracing");
    await startTracing();
    // Requests Node cannot parse (an over-long request line or headers) are answered as JSON with
    // the security headers, not Node's bare 431 or 400; on its own, as it needs nothing else.
    const { answerClientErrorsAsJson } = await import("./lib/http/client-errors");
    answerClientErrorsAsJson();
    // Before the database opens, so every request carries its socket address and request id.
    const { prepareEveryRequest } = await import("./lib/http/request-start");
    prepareEveryRequest();
    const { startServer } = await import("./lib/startup");
    await startServer();
  }
}

/** Every error Next caught on the server (a page, a server action) goes to the log with its request id. */
export const onRequestError: Instrumentation.onRequestError = async (...report) => {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { logRequestError } = await import("./lib/observability/request-errors");
    logRequestError(...report);
  }
};
