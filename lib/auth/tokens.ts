import { decode, encode, getToken, type JWT } from "next-auth/jwt";
import { env } from "@/lib/config/env";
import { authSecret } from "@/lib/config/secrets";

// The access token is a next-auth JWT (encrypted JWE). It is accepted as
// `Authorization: Bearer` and as next-auth's session cookie.

/** How long a sign-in lasts. */
export const ACCESS_TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function sessionCookieSecure(): boolean {
  return env().APP_URL.startsWith("https://");
}

export function sessionCookieName(): string {
  return sessionCookieSecure() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export type AccessTokenClaims = JWT & { sub: string; email: string };

export async function issueAccessToken(user: { id: string; email: string }): Promise<string> {
  return encode({
    token: { sub: user.id, email: user.email },
    secret: authSecret(),
    maxAge: ACCESS_TOKEN_MAX_AGE_SECONDS,
  });
}

export type TokenReading =
  { status: "absent" } | { status: "invalid" } | { status: "valid"; claims: AccessTokenClaims };

type RequestLike = { headers: Headers; cookies?: unknown };

/** Reads the token from the session cookie or the bearer header; never throws. */
export async function readAccessToken(req: RequestLike): Promise<TokenReading> {
  const raw = await getToken({
    req: req as Parameters<typeof getToken>[0]["req"],
    raw: true,
    cookieName: sessionCookieName(),
    secureCookie: sessionCookieSecure(),
  });
  if (!raw) return { status: "absent" };
  const claims = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  if (!claims || typeof claims.sub !== "string" || typeof claims.email !== "string")
    return { status: "invalid" };
  return { status: "valid", claims: claims as AccessTokenClaims };
}
