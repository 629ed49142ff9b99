import { NextResponse, type NextRequest } from "next/server";
import { signedInAdministrator } from "@/lib/users/admin-access";

const ADMIN_PAGES = /^\/admin(\/|$)/;
// No route has this address: app/(site)/[...missing] answers it with the 404 page.
const NOT_FOUND_PATH = "/not-found";

// The console's pages answer 404 to anyone who is not an administrator. Only they run this
// middleware: request ids and HSTS come from lib/http/server-hooks.ts for every request, and a
// middleware on every page would cost more than rendering a cached one.
export async function proxy(req: NextRequest) {
  if (!ADMIN_PAGES.test(req.nextUrl.pathname) || (await signedInAdministrator(req)))
    return NextResponse.next();
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, req.url), { status: 404 });
}

export const config = {
  matcher: ["/admin", "/admin/:path*"],
};
