import { NextResponse, type NextRequest } from "next/server";
import { addTransportSecurity, requestIdOf } from "@/lib/http/request-context";
import { signedInAdministrator } from "@/lib/users/admin-access";

const ADMIN_PAGES = /^\/admin(\/|$)/;
// Next's own route that renders app/not-found.tsx.
const NOT_FOUND_PATH = "/_not-found";

// Pages get a request id, HSTS in production, and the console's pages answer
// 404 to anyone who is not an administrator.
export async function proxy(req: NextRequest) {
  const requestId = requestIdOf(req.headers);
  const headers = new Headers(req.headers);
  headers.set("x-request-id", requestId);
  const hidden = ADMIN_PAGES.test(req.nextUrl.pathname) && !(await signedInAdministrator(req));
  const response = hidden
    ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, req.url), { status: 404, request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  addTransportSecurity(response.headers);
  return response;
}

export const config = {
  // API routes are left out: route() does the same for them, and Next would
  // buffer and cut every request body at 10 MB for the proxy, breaking uploads.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
