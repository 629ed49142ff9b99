import { NextResponse, type NextRequest } from "next/server";
import { signedInAdministrator } from "@/lib/users/admin-access";

const ADMIN_PAGES = /^\/admin(\/|$)/;
// Next's own route that renders app/not-found.tsx.
const NOT_FOUND_PATH = "/_not-found";

// Every request gets an id that the route handlers log and echo back; the
// console's pages answer 404 to anyone who is not an administrator.
export async function proxy(req: NextRequest) {
  const offered = req.headers.get("x-request-id");
  // Accept a caller's id only if it is short and plain, so it cannot forge log lines.
  const requestId = offered && /^[\w.-]{1,64}$/.test(offered) ? offered : crypto.randomUUID();
  const headers = new Headers(req.headers);
  headers.set("x-request-id", requestId);
  const hidden = ADMIN_PAGES.test(req.nextUrl.pathname) && !(await signedInAdministrator(req));
  const response = hidden
    ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, req.url), { status: 404, request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  if (process.env.APP_ENV === "production") {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
