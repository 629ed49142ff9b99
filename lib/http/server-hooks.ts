import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import { requestLogger } from "@/lib/log";
import { BODY_LENGTH_HEADER } from "./bytes-body";
import { SOCKET_ADDRESS_HEADER } from "./client-address";
import { acceptableRequestId, transportSecurityHeader } from "./request-context";
import { securityHeaders } from "./security-headers";

// What the app needs from each HTTP request before Next sees it. Installed once
// per process from instrumentation.ts, it wraps the `request` event of every
// Node HTTP(S) server, `next start`'s included:
// - the TCP peer's address goes into SOCKET_ADDRESS_HEADER, after any copy the
//   client sent is removed, because route handlers never see the socket;
// - every request gets a request id (the caller's, if plain) that the middleware, the
//   route wrapper and the logs share, echoed in the answer, and every answer HSTS in
//   production: cached pages that no middleware runs for included;
// - a path that is not valid percent-encoding gets 400 with a detail and the
//   security headers, since Next itself fails on it: for an API route before any
//   handler runs, for a page while decoding a dynamic segment (a plain-text 500
//   without the security headers);
// - an answer that declares its length in BODY_LENGTH_HEADER (kept bytes, ./bytes-body.ts)
//   is sent with that Content-Length instead of chunked, which Next would make of any
//   route's body, unless something on the way encodes it (Next's compression);
// - a request an early answerer takes (a photo open to anyone, lib/photos/public-answer.ts) is
//   answered here, with the security headers, and never reaches Next; one it hands back (null)
//   goes on to Next as any other.

export const MALFORMED_PATH_DETAIL = "The request path is not valid percent-encoding";

const INSTALLED = Symbol.for("skinsight.serverHooks");
const REQUEST_EVENTS = new Set<string | symbol>(["request", "checkContinue"]);

/** True when some %-sequence of the path (before ? or #) does not decode, as Next's router would find. */
export function hasMalformedPathEncoding(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Stamps the socket address; answers the request itself (and returns true) when Next could not. */
export function prepareRequest(req: IncomingMessage, res: ServerResponse): boolean {
  delete req.headers[SOCKET_ADDRESS_HEADER];
  const peer = req.socket?.remoteAddress;
  if (peer) req.headers[SOCKET_ADDRESS_HEADER] = peer;
  const offered = req.headers["x-request-id"];
  const requestId = acceptableRequestId(typeof offered === "string" ? offered : null);
  req.headers["x-request-id"] = requestId;
  res.setHeader("x-request-id", requestId);
  const transportSecurity = transportSecurityHeader();
  if (transportSecurity) res.setHeader("Strict-Transport-Security", transportSecurity);

  const url = req.url ?? "/";
  if (hasMalformedPathEncoding(url)) {
    const body = JSON.stringify({ detail: MALFORMED_PATH_DETAIL });
    res.writeHead(400, {
      ...securityHeaders(),
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
    });
    res.end(body);
    return true;
  }
  return false;
}

/** An answer given before Next: a status, its headers, and a body unless it has none (304). */
export type EarlyAnswer = { status: number; headers: Record<string, string>; body: Buffer | null };
/** Null at once for a request it does not take; otherwise its answer, or null to hand the request on. */
export type EarlyAnswerer = (req: IncomingMessage) => Promise<EarlyAnswer | null> | null;

// On globalThis, as the hooks themselves are once per process: Next may evaluate this module more
// than once, and answerers added through any copy must be the ones the installed hook reads.
const shared = globalThis as typeof globalThis & { __skinsightEarlyAnswerers?: Set<EarlyAnswerer> };
const earlyAnswerers = (shared.__skinsightEarlyAnswerers ??= new Set<EarlyAnswerer>());

/** The logger of a request, by the id prepareRequest gave it. */
function logFor(req: IncomingMessage) {
  return requestLogger(String(req.headers["x-request-id"]));
}

function sendEarlyAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: EarlyAnswer,
  started: number,
): void {
  const headers: Record<string, string | number> = { ...securityHeaders(), ...answer.headers };
  if (answer.body) headers["Content-Length"] = answer.body.byteLength;
  res.writeHead(answer.status, headers);
  res.end(answer.body ?? undefined);
  logFor(req).info(
    {
      method: req.method,
      path: (req.url ?? "/").split("?", 1)[0],
      status: answer.status,
      ms: Math.round(performance.now() - started),
    },
    "request",
  );
}

/**
 * Gives the request to the first early answerer that takes it. Resolves true once it is answered,
 * false to hand it to Next (an answerer that fails, at once or later, hands it on too); null when
 * none takes it.
 */
function answerEarly(req: IncomingMessage, res: ServerResponse): Promise<boolean> | null {
  for (const answerer of earlyAnswerers) {
    const started = performance.now();
    let pending: Promise<EarlyAnswer | null> | null;
    try {
      pending = answerer(req);
    } catch (error) {
      logFor(req).error({ err: error }, "early answer failed");
      return null;
    }
    if (!pending) continue;
    return pending
      .catch((error: unknown) => {
        logFor(req).error({ err: error }, "early answer failed");
        return null;
      })
      .then((answer) => {
        if (!answer) return false;
        sendEarlyAnswer(req, res, answer, started);
        return true;
      });
  }
  return null;
}

type Emitter = { emit(event: string | symbol, ...args: unknown[]): boolean; [INSTALLED]?: true };
type HeadWriter = { writeHead: ServerResponse["writeHead"]; [INSTALLED]?: true };

/** Turns a declared body length into the Content-Length, just before the headers are written. */
export function applyDeclaredBodyLength(res: ServerResponse): void {
  const declared = res.getHeader(BODY_LENGTH_HEADER);
  if (declared === undefined) return;
  res.removeHeader(BODY_LENGTH_HEADER);
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return;
  if (res.hasHeader("content-length") || res.hasHeader("content-encoding")) return;
  res.setHeader("Content-Length", length);
}

/** Installs the hooks once per process; answerers given on any call join the early ones. */
export function installServerHooks(answerers: EarlyAnswerer[] = []): void {
  for (const answerer of answerers) earlyAnswerers.add(answerer);
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as unknown as Emitter;
    if (Object.hasOwn(proto, INSTALLED)) continue;
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (!REQUEST_EVENTS.has(event)) return emit.call(this, event, ...args);
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (prepareRequest(req, res)) return true;
      const early = event === "request" ? answerEarly(req, res) : null;
      if (!early) return emit.call(this, event, ...args);
      early.then(
        (answered) => {
          if (!answered) emit.call(this, event, ...args);
        },
        (error: unknown) => {
          // Sending the answer failed: Next has not seen the request, so it gets it unless the
          // headers already went out, when the connection is all that is left to end.
          logFor(req).error({ err: error }, "early answer not sent");
          if (res.headersSent) res.destroy();
          else emit.call(this, event, ...args);
        },
      );
      return true;
    };
    proto[INSTALLED] = true;
  }
  // `flushHeaders()`, the first `write()` and `end()` all write the headers through `writeHead`;
  // a compression wrapped around a response runs its own header hook before this one.
  const response = http.ServerResponse.prototype as unknown as HeadWriter;
  if (!Object.hasOwn(response, INSTALLED)) {
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!this.headersSent) applyDeclaredBodyLength(this);
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["writeHead"];
    response[INSTALLED] = true;
  }
}
