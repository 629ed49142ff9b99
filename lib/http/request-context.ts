// Shared by the request-start listener (every request, ./request-start.ts) and the handler wrapper (API routes).

const PLAIN_ID = /^[\w.-]{1,64}$/;

/** A caller's request id only if it is short and plain, so it cannot forge log lines; else a new one. */
export function requestIdOf(headers: Headers): string {
  return acceptableRequestId(headers.get("x-request-id"));
}

/** The offered id if it is short and plain, else a new one. */
export function acceptableRequestId(offered: string | null | undefined): string {
  return offered && PLAIN_ID.test(offered) ? offered : crypto.randomUUID();
}

/** HSTS in production; decided at run time because APP_ENV is not known at build time. */
export function transportSecurityHeader(): string | null {
  return process.env.APP_ENV === "production" ? "max-age=63072000; includeSubDomains" : null;
}

/** Adds HSTS in production to an answer's headers. */
export function addTransportSecurity(headers: Headers): void {
  const value = transportSecurityHeader();
  if (value) headers.set("Strict-Transport-Security", value);
}
