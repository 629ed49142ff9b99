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

export type TokenReading =
  { status: "absent" } | { status: "invalid" } | { status: "valid"; claims: AccessTokenClaims };

type RequestLike = { headers: Headers; cookies?: unknown };

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

/** Reads the token from the session cookie or else the bearer header; never throws. */
export async function readAccessToken(req: RequestLike): Promise<TokenReading> {
  const raw = await getToken({
    req: req as Parameters<typeof getToken>[0]["req"],
    raw: true,
    cookieName: sessionCookieName(),
    secureCookie: sessionCookieSecure(),
  });
  if (!raw) return { status: "absent" };
  const claims = await claimsOf(raw);
  return claims ? { status: "valid", claims } : { status: "invalid" };
}

/** Every valid token a request carries, cookie and bearer header alike (logout ends both). */
export async function presentedAccessTokens(req: RequestLike): Promise<AccessTokenClaims[]> {
  const fromCookie = await getToken({
    req: { cookies: req.cookies, headers: {} } as unknown as Parameters<typeof getToken>[0]["req"],
    raw: true,
    cookieName: sessionCookieName(),
    secureCookie: sessionCookieSecure(),
  });
  const fromHeader = /^Bearer (\S+)$/.exec(req.headers.get("authorization") ?? "")?.[1];
  const raws = [fromCookie, fromHeader].filter((raw): raw is string => Boolean(raw));
  const claims = await Promise.all(raws.map(claimsOf));
  return claims.filter((c): c is AccessTokenClaims => c !== null);
}
