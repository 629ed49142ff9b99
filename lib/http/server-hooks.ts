import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
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
//   route's body, unless something on the way encodes it (Next's compression).

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

export function installServerHooks(): void {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as unknown as Emitter;
    if (Object.hasOwn(proto, INSTALLED)) continue;
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (
        REQUEST_EVENTS.has(event) &&
        prepareRequest(args[0] as IncomingMessage, args[1] as ServerResponse)
      ) {
        return true;
      }
      return emit.call(this, event, ...args);
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
