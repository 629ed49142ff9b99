import { expect, type APIRequestContext } from "@playwright/test";

// Signing in through the API, for journeys that are not about signing in. The
// one helper of the suite: a page signs in with `signInAs(page.request, ...)`,
// since a page shares its context's cookie jar.

/** The newest code e-mailed to an address, read from the development outbox (GET /api/dev/verification-codes). */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.get(`/api/dev/verification-codes?email=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBe(true);
  const [latest] = ((await answer.json()) as { codes: { code: string }[] }).codes;
  if (!latest) throw new Error(`no code was e-mailed to ${email}`);
  return latest.code;
}

/**
 * Signs in by e-mailed code: the request context's cookie jar keeps the session.
 * Answers the user's id and the bearer token, for calls made without cookies.
 */
export async function signInAs(
  request: APIRequestContext,
  email: string,
): Promise<{ userId: string; accessToken: string }> {
  const sent = await request.post("/api/auth/send-login-code", { data: { email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { token } = (await sent.json()) as { token: string };
  const verified = await request.post("/api/auth/verify-login-code", {
    data: { email, code: await latestCode(request, email), token },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = (await verified.json()) as { user_id: string; access_token: string };
  return { userId: session.user_id, accessToken: session.access_token };
}
