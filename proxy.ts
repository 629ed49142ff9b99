import { NextResponse, type NextRequest } from "next/server";
import { RESTRICTED_REPORT_PATH, reportPageFor } from "@/lib/reports/page-route";
import { logRequestError } from "@/lib/observability/request-errors";
import { signedInAdministrator } from "@/lib/users/admin-access";

const ADMIN_PAGES = /^\/admin(\/|$)/;
const REPORT_PAGE = /^\/reports\/([^/]+)$/;
// No route has this address: app/(site)/[...missing] answers it with the 404 page.
const NOT_FOUND_PATH = "/not-found";

/** The path segment as the page's params see it; null when it is not valid percent-encoding. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `pathname` and `query` on this server: a rewrite to another origin would be sent out as a request. */
function here(req: NextRequest, pathname: string, query: Record<string, string> = {}): URL {
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  url.search = new URLSearchParams(query).toString();
  return url;
}

const notFound = (req: NextRequest) => NextResponse.rewrite(here(req, NOT_FOUND_PATH), { status: 404 });

// Only these run here (a proxy on every page would cost more than serving a kept one):
// - the console's pages answer 404 to anyone who is not an administrator;
// - /reports/{id} goes to the page everyone shares, or, for a report that is not public and a
//   viewer who may see it, to the page rendered for them (lib/reports/page-route.ts): a page
//   rendered per request is streamed and could no longer answer 404 to anyone else. That page
//   answers 404 when asked for directly.
async function routeRequest(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  if (ADMIN_PAGES.test(pathname))
    return (await signedInAdministrator(req)) ? NextResponse.next() : notFound(req);
  // Only reached through the rewrite below.
  if (pathname === RESTRICTED_REPORT_PATH) return notFound(req);
  const segment = REPORT_PAGE.exec(pathname)?.[1];
  const id = segment === undefined ? null : decoded(segment);
  if (id === null) return NextResponse.next();
  const token = searchParams.get("token");
  if ((await reportPageFor(id, req, token)) === "shared") return NextResponse.next();
  return NextResponse.rewrite(here(req, RESTRICTED_REPORT_PATH, token ? { id, token } : { id }));
}

export async function proxy(req: NextRequest) {
  try {
    return await routeRequest(req);
  } catch (error) {
    // Next hands a Node proxy's errors to no onRequestError (it looks for an edge bundle's
    // instrumentation), so they reach the log, with their request id, here; Next still answers 500.
    logRequestError(
      error,
      { path: req.nextUrl.pathname, method: req.method, headers: Object.fromEntries(req.headers) },
      { routerKind: "App Router", routePath: "/proxy", routeType: "proxy", revalidateReason: undefined },
    );
    throw error;
  }
}

// A report page is read here only when the request carries something that could open a report that
// is not public (what carriesAccessToken looks for, lib/auth/tokens.ts): a visitor's request goes
// straight to the kept page, without this function. Constants only: Next reads them at build time.
export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/restricted-report",
    { source: "/reports/:id", has: [{ type: "query", key: "token" }] },
    { source: "/reports/:id", has: [{ type: "header", key: "authorization" }] },
    { source: "/reports/:id", has: [{ type: "cookie", key: "next-auth.session-token" }] },
    { source: "/reports/:id", has: [{ type: "cookie", key: "__Secure-next-auth.session-token" }] },
    // A session cookie too large for one cookie is split into numbered parts.
    { source: "/reports/:id", has: [{ type: "cookie", key: "next-auth.session-token.0" }] },
    { source: "/reports/:id", has: [{ type: "cookie", key: "__Secure-next-auth.session-token.0" }] },
  ],
};
