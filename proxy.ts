import { NextResponse, type NextRequest } from "next/server";

// Every request gets an id that the route handlers log and echo back.
export function proxy(req: NextRequest) {
  const offered = req.headers.get("x-request-id");
  // Accept a caller's id only if it is short and plain, so it cannot forge log lines.
  const requestId = offered && /^[\w.-]{1,64}$/.test(offered) ? offered : crypto.randomUUID();
  const headers = new Headers(req.headers);
  headers.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  if (process.env.APP_ENV === "production") {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
