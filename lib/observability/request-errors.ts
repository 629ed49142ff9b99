import type { Instrumentation } from "next";
import { acceptableRequestId } from "@/lib/http/request-context";
import { requestLogger } from "@/lib/log";

// Errors Next caught and no code of ours did: a page or layout that threw while rendering, a
// server action (through onRequestError in instrumentation.ts), and the proxy's, whose errors Next
// passes to no onRequestError, so proxy.ts calls this itself. route() catches and logs its
// handlers' errors, so they are not logged twice.

type OnRequestError = Instrumentation.onRequestError;

/** One `unhandled error` line at level error, with the request id the answer carried. */
export const logRequestError: OnRequestError = (error, request, context) => {
  // lib/http/request-start.ts stamped the id on the request before Next saw it.
  const offered = request.headers["x-request-id"];
  const log = requestLogger(acceptableRequestId(typeof offered === "string" ? offered : null));
  const digest =
    typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : undefined;
  log.error(
    {
      err: error,
      // The reference the error page shows, so a user's report leads to this line.
      digest,
      method: request.method,
      // Without the query, which may hold a share token.
      path: request.path.split("?", 1)[0],
      route: context.routePath,
      route_type: context.routeType,
    },
    "unhandled error",
  );
};
