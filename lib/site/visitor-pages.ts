// Which visits get the kept page that every signed-out visitor shares (app/(visitor)):
// next.config.ts rewrites /, /gallery, /pricing, /privacy, /terms and /reports/{id} to it unless
// one of these is present.

type Condition = { type: "cookie" | "query" | "header"; key: string };

/**
 * Signed in (next-auth's session cookie, plain or secure, or a bearer token), a share link's token,
 * a client-side navigation, or a server action (posted to the page's own address).
 */
export const NOT_A_PLAIN_VISIT: Condition[] = [
  { type: "cookie", key: "next-auth.session-token" },
  { type: "cookie", key: "__Secure-next-auth.session-token" },
  { type: "header", key: "authorization" },
  { type: "query", key: "token" },
  { type: "header", key: "rsc" },
  { type: "header", key: "next-router-prefetch" },
  { type: "header", key: "next-action" },
];

/**
 * A report page's address with a report id (a UUID) in it. Only these are rewritten: every page
 * Next keeps also leaves a small record in Next's own memory, so made-up ids must not reach it.
 */
export const REPORT_PAGE_SOURCE =
  "/reports/:id([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})";

/** Where the kept report pages live (app/(visitor)/visitor-reports/[id]). */
export const VISITOR_REPORTS_PATH = "/visitor-reports";

/** The rewrite of a plain visit to /reports/{id}. */
export const VISITOR_REPORT_REWRITE = {
  source: REPORT_PAGE_SOURCE,
  destination: `${VISITOR_REPORTS_PATH}/:id`,
  missing: NOT_A_PLAIN_VISIT,
};

/** Where the kept home page, gallery, pricing and legal pages live (app/(visitor)/visitor-pages/[page]). */
export const VISITOR_PAGES_PATH = "/visitor-pages";

/** Each kept page's address, by its name under VISITOR_PAGES_PATH. */
const VISITOR_PAGE_ADDRESSES = {
  home: "/",
  gallery: "/gallery",
  pricing: "/pricing",
  privacy: "/privacy",
  terms: "/terms",
};

/** The rewrites of a plain visit to each of them. */
export const VISITOR_PAGE_REWRITES = Object.entries(VISITOR_PAGE_ADDRESSES).map(([name, source]) => ({
  source,
  destination: `${VISITOR_PAGES_PATH}/${name}`,
  missing: NOT_A_PLAIN_VISIT,
}));
