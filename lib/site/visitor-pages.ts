// Which report-page visits get the cached page that every signed-out visitor shares
// (app/(visitor)): next.config.ts rewrites /reports/{id} to it unless one of these is present.

type Condition = { type: "cookie" | "query" | "header"; key: string };

/** Signed in (next-auth's session cookie, plain or secure), a share link's token, or a client-side navigation. */
export const NOT_A_PLAIN_VISIT: Condition[] = [
  { type: "cookie", key: "next-auth.session-token" },
  { type: "cookie", key: "__Secure-next-auth.session-token" },
  { type: "query", key: "token" },
  { type: "header", key: "rsc" },
  { type: "header", key: "next-router-prefetch" },
];

/** The rewrite of a plain visit to /reports/{id}. */
export const VISITOR_REPORT_REWRITE = {
  source: "/reports/:id",
  destination: "/visitor-reports/:id",
  missing: NOT_A_PLAIN_VISIT,
};
