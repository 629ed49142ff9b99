import { subscribe } from "node:diagnostics_channel";
import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { requestLogger } from "@/lib/log";
import { transportSecurityHeader } from "./request-context";
import { securityHeaders } from "./security-headers";

// A request Node cannot parse never reaches Next: a request line or headers beyond Node's 16 KB get
// a bare `431` (no body, none of the security headers), anything that is not HTTP a bare `400`.
// Next creates the server itself and offers no hook for these, so the one place to answer them is
// the server's 'clientError' event. Node announces every new connection, with its server, on the
// diagnostics channel "net.server.socket"; the first one adds the listener to its server, so
// nothing of Node or Next is patched. The answer is Node's own (the same status, then the
// connection closes), as JSON with a detail and the headers every other answer carries.

/** Node's status for each parse failure it answers; any other is 400. */
const STATUS_OF_ERROR: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export const CLIENT_ERROR_DETAILS: Record<number, string> = {
  400: "The request is not valid HTTP",
  408: "The request did not arrive in time",
  413: "The request's chunk extensions are too large",
  431: "The request line or headers are too large",
};

/** The raw HTTP answer to a request Node could not parse, closing the connection. */
export function clientErrorAnswer(status: number, requestId: string): string {
  const body = JSON.stringify({ detail: CLIENT_ERROR_DETAILS[status] ?? CLIENT_ERROR_DETAILS[400] });
  const transportSecurity = transportSecurityHeader();
  const headers: Record<string, string | number> = {
    ...securityHeaders(),
    ...(transportSecurity ? { "Strict-Transport-Security": transportSecurity } : {}),
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "x-request-id": requestId,
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`;
}

/** The 'clientError' listener: what Node would do, with the app's answer in place of its bare one. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // Like Node: answer only if no answer of this connection has begun, since bytes written in the
  // middle of one would corrupt it for the client.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const status = STATUS_OF_ERROR[error.code ?? ""] ?? 400;
    const requestId = crypto.randomUUID();
    socket.write(clientErrorAnswer(status, requestId));
    requestLogger(requestId).info({ status, reason: error.code }, "request not parsed");
  }
  socket.destroy(error);
}

const INSTALLED = Symbol.for("skinsight.clientErrors");

/** Adds answerClientError to every HTTP(S) server of this process that has no listener of its own. */
export function answerClientErrorsAsJson(): void {
  const shared = globalThis as typeof globalThis & { [INSTALLED]?: true };
  if (shared[INSTALLED]) return;
  shared[INSTALLED] = true;
  subscribe("net.server.socket", (message) => {
    const { server } = (message as { socket: Socket & { server?: unknown } }).socket;
    if (!(server instanceof http.Server || server instanceof https.Server)) return;
    if (server.listenerCount("clientError") === 0) server.on("clientError", answerClientError);
  });
}
