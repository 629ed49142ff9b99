// Shared by the request middleware (pages) and the handler wrapper (API routes).

/** A caller's request id only if it is short and plain, so it cannot forge log lines; else a new one. */
export function requestIdOf(headers: Headers): string {
  const offered = headers.get("x-request-id");
  return offered && /^[\w.-]{1,64}$/.test(offered) ? offered : crypto.randomUUID();
}

/** HSTS in production; decided at run time because APP_ENV is not known at build time. */
export function addTransportSecurity(headers: Headers): void {
  if (process.env.APP_ENV === "production") {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
}
