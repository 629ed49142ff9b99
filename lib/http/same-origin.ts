import { env } from "@/lib/config/env";

// A browser sends the session cookie with requests that other sites start, so
// a write authenticated by the cookie alone must come from the app's own pages
// (../shared/DESIGN.md, "The browser's session"). A bearer token is never sent
// by the browser on its own, so calls that carry one are not checked.

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

/** True when a signed-in write rests on the cookie alone and the browser says another site sent it. */
export function isCrossSiteCookieWrite(req: Request, signedIn: boolean): boolean {
  if (!signedIn || SAFE_METHODS.has(req.method.toUpperCase())) return false;
  if (req.headers.has("authorization")) return false;
  return !fromOwnSite(req.headers);
}
