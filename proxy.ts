import { NextResponse, type NextRequest } from "next/server";
import { setLocaleCookie } from "@/lib/i18n/locale-cookie";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { acceptedLocale, cookieLocale } from "@/lib/i18n/negotiate";
import { pathLocale } from "@/lib/i18n/paths";
import { RESTRICTED_REPORT_PATH, reportPageFor } from "@/lib/reports/page-route";
import { logRequestError } from "@/lib/observability/request-errors";
import { signedInAdministrator } from "@/lib/users/admin-access";

const ADMIN_PAGES = /^\/admin(\/|$)/;
const REPORT_PAGE = /^\/reports\/([^/]+)$/;
// No route has this address: app/[locale]/(site)/[...missing] answers it with the 404 page.
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

const notFound = (req: NextRequest, locale: Locale = DEFAULT_LOCALE) =>
  NextResponse.rewrite(here(req, `/${locale}${NOT_FOUND_PATH}`), { status: 404 });

/**
 * `/` for a browser that has not chosen: the language cookie (the switcher's, or a signed-in
 * person's saved choice, set at sign-in), else on the first visit its Accept-Language, which
 * becomes the cookie so later visits skip this. English stays here; another goes to its prefix.
 */
function homeFor(req: NextRequest): NextResponse {
  const chosen = cookieLocale(req.headers.get("cookie"));
  const locale = chosen ?? acceptedLocale(req.headers.get("accept-language")) ?? DEFAULT_LOCALE;
  const response =
    locale === DEFAULT_LOCALE ? NextResponse.next() : NextResponse.redirect(here(req, `/${locale}`), 307);
  if (!chosen) setLocaleCookie(response, locale);
  return response;
}

// Only these run here (a proxy on every page would cost more than serving a kept one):
// - the console's pages answer 404 to anyone who is not an administrator;
// - `/` picks the language of a browser that has not chosen one, or has chosen another;
// - /reports/{id} (in any language) goes to the page everyone shares, or, for a report that is
//   not public and a viewer who may see it, to the page rendered for them
//   (lib/reports/page-route.ts): a page rendered per request is streamed and could no longer
//   answer 404 to anyone else. That page answers 404 when asked for directly.
async function routeRequest(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  if (ADMIN_PAGES.test(pathname))
    return (await signedInAdministrator(req)) ? NextResponse.next() : notFound(req);
  if (pathname === "/") return homeFor(req);
  const { locale, path } = pathLocale(pathname);
  // Only reached through the rewrite below.
  if (path === RESTRICTED_REPORT_PATH) return notFound(req, locale);
  const segment = REPORT_PAGE.exec(path)?.[1];
  const id = segment === undefined ? null : decoded(segment);
  if (id === null) return NextResponse.next();
  const token = searchParams.get("token");
  if ((await reportPageFor(id, req, token)) === "shared") return NextResponse.next();
  const restricted = `/${locale}${RESTRICTED_REPORT_PATH}`;
  return NextResponse.rewrite(here(req, restricted, token ? { id, token } : { id }));
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
// straight to the kept page, without this function. `/` comes here only with a language cookie
// other than English's, or with none and an Accept-Language (a first visit), and only when the
// browser opens it: never for a script's fetch (`Sec-Fetch-Dest: empty`; Next hides its own `rsc`
// header from proxies), such as the router's prefetch of `/` from an English page, which could
// otherwise answer with an English cookie after the switcher wrote another.
// Constants only: Next reads them at build time.
export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    {
      source: "/",
      has: [{ type: "cookie", key: "NEXT_LOCALE", value: "(?:de|fr|es|it|pt)" }],
      missing: [{ type: "header", key: "sec-fetch-dest", value: "empty" }],
    },
    {
      source: "/",
      missing: [
        { type: "cookie", key: "NEXT_LOCALE" },
        { type: "header", key: "sec-fetch-dest", value: "empty" },
      ],
      has: [{ type: "header", key: "accept-language" }],
    },
    "/:locale(de|fr|es|it|pt)?/restricted-report",
    { source: "/:locale(de|fr|es|it|pt)?/reports/:id", has: [{ type: "query", key: "token" }] },
    { source: "/:locale(de|fr|es|it|pt)?/reports/:id", has: [{ type: "header", key: "authorization" }] },
    {
      source: "/:locale(de|fr|es|it|pt)?/reports/:id",
      has: [{ type: "cookie", key: "next-auth.session-token" }],
    },
    {
      source: "/:locale(de|fr|es|it|pt)?/reports/:id",
      has: [{ type: "cookie", key: "__Secure-next-auth.session-token" }],
    },
    // A session cookie too large for one cookie is split into numbered parts.
    {
      source: "/:locale(de|fr|es|it|pt)?/reports/:id",
      has: [{ type: "cookie", key: "next-auth.session-token.0" }],
    },
    {
      source: "/:locale(de|fr|es|it|pt)?/reports/:id",
      has: [{ type: "cookie", key: "__Secure-next-auth.session-token.0" }],
    },
  ],
};
