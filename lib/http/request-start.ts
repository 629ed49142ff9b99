import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { SOCKET_ADDRESS_HEADER } from "./client-address";
import { acceptableRequestId, transportSecurityHeader } from "./request-context";

// What each request needs before Next sees it. Node announces every request on the diagnostics
// channel "http.server.request.start" just before the server's 'request' event, so nothing of Node
// or Next is patched:
// - the TCP peer's address goes into SOCKET_ADDRESS_HEADER, after any copy the client sent is
//   removed, because route handlers never see the socket (the client-address rule needs it);
// - every request gets a request id (the caller's, if plain) that the route wrapper and the logs
//   share, echoed in the answer, and every answer HSTS in production: pages Next serves from its
//   cache, which no code of ours runs for, included;
// - a path that is not valid percent-encoding, which Next itself fails on with a bare 500, is sent
//   to app/api/malformed-path, which answers 400 with a detail.

export const REQUEST_START_CHANNEL = "http.server.request.start";
export const MALFORMED_PATH_DETAIL = "The request path is not valid percent-encoding";
export const MALFORMED_PATH_ROUTE = "/api/malformed-path";

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

type RequestStart = { request: IncomingMessage; response: ServerResponse };

/** Stamps the socket address and the request id on the request, and the id and HSTS on its answer. */
export function prepareRequest({ request, response }: RequestStart): void {
  delete request.headers[SOCKET_ADDRESS_HEADER];
  const peer = request.socket?.remoteAddress;
  if (peer) request.headers[SOCKET_ADDRESS_HEADER] = peer;
  const offered = request.headers["x-request-id"];
  const requestId = acceptableRequestId(typeof offered === "string" ? offered : null);
  request.headers["x-request-id"] = requestId;
  response.setHeader("x-request-id", requestId);
  const transportSecurity = transportSecurityHeader();
  if (transportSecurity) response.setHeader("Strict-Transport-Security", transportSecurity);
  if (hasMalformedPathEncoding(request.url ?? "/")) request.url = MALFORMED_PATH_ROUTE;
}

const shared = globalThis as typeof globalThis & { __skinsightRequestStart?: true };

/** Subscribes once per process (Next may load this module more than once). */
export function prepareEveryRequest(): void {
  if (shared.__skinsightRequestStart) return;
  shared.__skinsightRequestStart = true;
  subscribe(REQUEST_START_CHANNEL, (message) => prepareRequest(message as RequestStart));
}
