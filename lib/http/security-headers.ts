// Baseline security headers for every answer: next.config.ts sets them on everything Next serves, and
// ./client-errors.ts on the answers to requests Node cannot parse. HSTS is added at run time
// (./request-start.ts), because it depends on APP_ENV. Scripts need
// 'unsafe-inline' for Next's inline bootstrap without per-request nonces; nothing third-party loads.

export function contentSecurityPolicy(development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers, name to value. */
export function securityHeaders(development = process.env.NODE_ENV !== "production"): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(development),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(self), microphone=(), geolocation=()",
  };
}
