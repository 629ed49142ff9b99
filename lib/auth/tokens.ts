import { decode, encode, getToken, type JWT } from "next-auth/jwt";
import { env } from "@/lib/config/env";
import { authSecret } from "@/lib/config/secrets";

// The access token is a next-auth JWT (encrypted JWE) naming its session row
// (lib/auth/sessions.ts). It is accepted as `Authorization: Bearer` and as
// next-auth's session cookie.

/** How long a sign-in lasts. */
export const ACCESS_TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function sessionCookieSecure(): boolean {
  return env().APP_URL.startsWith("https://");
}

const SESSION_COOKIE = "next-auth.session-token";
const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

export function sessionCookieName(): string {
  return sessionCookieSecure() ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Whether a request may carry anything readAccessToken would read: any Authorization header, or a
 * session cookie under either name (the secure one contains the other), chunked or not. A request
 * without is anonymous to every route.
 */
export function carriesAccessToken(headers: { authorization?: string; cookie?: string }): boolean {
  return Boolean(headers.authorization) || (headers.cookie ?? "").includes(SESSION_COOKIE);
}

/** `sub` is the user, `sid` the session row; a token without `sid` predates sessions and is dead. */
export type AccessTokenClaims = JWT & { sub: string; email: string; sid: string };

export async function encodeAccessToken(claims: {
  sub: string;
  email: string;
  sid: string;
}): Promise<string> {
  return encode({ token: claims, secret: authSecret(), maxAge: ACCESS_TOKEN_MAX_AGE_SECONDS });
}

/**
 * Which credential carried a token: the session cookie, which the browser attaches by itself to
 * requests other sites start, or an `Authorization: Bearer` header, which only a client that
 * holds the token can send. Writes signed in by the cookie must come from the app's own pages
 * (lib/auth/same-origin.ts), so every reading says which one it was.
 */
export type TokenSource = "cookie" | "bearer";

export type TokenReading =
  | { status: "absent" }
  | { status: "invalid"; source: TokenSource }
  | { status: "valid"; source: TokenSource; claims: AccessTokenClaims };

type RequestLike = { headers: Headers; cookies?: unknown };
type GetTokenRequest = Parameters<typeof getToken>[0]["req"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function claimsOf(raw: string): Promise<AccessTokenClaims | null> {
  const claims = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  if (
    !claims ||
    typeof claims.sub !== "string" ||
    typeof claims.email !== "string" ||
    typeof claims.sid !== "string" ||
    !UUID.test(claims.sid)
  )
    return null;
  return claims as AccessTokenClaims;
}

/** The raw token of one credential, read by next-auth's rules (chunked cookies, `Bearer <token>`). */
async function rawToken(req: RequestLike, source: TokenSource): Promise<string | null> {
  // getToken reads the cookie first and falls back to the header: it is given only the one asked for.
  const only =
    source === "cookie" ? { cookies: req.cookies, headers: {} } : { cookies: {}, headers: req.headers };
  return getToken({
    req: only as unknown as GetTokenRequest,
    raw: true,
    cookieName: sessionCookieName(),
    secureCookie: sessionCookieSecure(),
  });
}

/**
 * The token that authenticates a request, and which credential carried it: the session cookie
 * when there is one (valid or not), else the bearer header. Any other Authorization scheme (HTTP
 * Basic a browser cached, say) is no credential here. Never throws.
 */
export async function readAccessToken(req: RequestLike): Promise<TokenReading> {
  for (const source of ["cookie", "bearer"] as const) {
    const raw = await rawToken(req, source);
    if (!raw) continue;
    const claims = await claimsOf(raw);
    return claims ? { status: "valid", source, claims } : { status: "invalid", source };
  }
  return { status: "absent" };
}

/** Every valid token a request carries, cookie and bearer header alike (logout ends both), with its source. */
export async function presentedAccessTokens(
  req: RequestLike,
): Promise<{ source: TokenSource; claims: AccessTokenClaims }[]> {
  const presented = await Promise.all(
    (["cookie", "bearer"] as const).map(async (source) => {
      const raw = await rawToken(req, source);
      const claims = raw ? await claimsOf(raw) : null;
      return claims ? { source, claims } : null;
    }),
  );
  return presented.filter((token) => token !== null);
}
