import type { TokenSource } from "./tokens";
import { env } from "@/lib/config/env";
import { forbidden } from "@/lib/errors/http-error";

// A browser sends the session cookie with requests that other sites start, so
// a write the cookie authenticates must come from the app's own pages
// (../shared/DESIGN.md, "The browser's session"). What decides is the credential
// that authenticated (lib/auth/tokens.ts), not which headers are present: a
// browser adds an Authorization header of its own (cached HTTP Basic credentials)
// and another site can add any bearer it likes, while the cookie still signs the
// request in. A bearer token that authenticates is never sent by the browser on
// its own, so such calls are not checked.

export const CROSS_SITE_DETAIL = "Cross-site request refused: this action must come from the SkinSight site";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether the browser says this request came from our own site: its Origin is
 * APP_URL's or that of the host the browser addressed (Host). Without Origin,
 * Sec-Fetch-Site decides; a request with neither is not from a browser that
 * would attach the cookie for another site, and passes.
 */
export function fromOwnSite(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin !== null) {
    if (origin === new URL(env().APP_URL).origin) return true;
    const host = headers.get("host");
    return host !== null && originHost(origin) === host.toLowerCase();
  }
  const site = headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** True when the session cookie authenticates a write and the browser says another site sent it. */
export function isCrossSiteCookieWrite(req: Request, source: TokenSource | null): boolean {
  if (source !== "cookie" || SAFE_METHODS.has(req.method.toUpperCase())) return false;
  return !fromOwnSite(req.headers);
}

/** Refuses (403 `cross_site`) a write the session cookie authenticates that another site sent. */
export function refuseCrossSiteCookieWrite(req: Request, source: TokenSource | null): void {
  if (isCrossSiteCookieWrite(req, source)) throw forbidden(CROSS_SITE_DETAIL, "cross_site");
}
