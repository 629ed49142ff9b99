import { expect, type APIRequestContext } from "@playwright/test";

/** Signs in through the API with the code from the development outbox; the request's cookie jar keeps the session. */
export async function signInAs(request: APIRequestContext, email: string) {
  const sent = await request.post("/api/auth/send-login-code", { data: { email } });
  expect(sent.ok()).toBe(true);
  const { token } = (await sent.json()) as { token: string };
  const codes = await request.get(`/api/dev/verification-codes?email=${encodeURIComponent(email)}`);
  const [latest] = ((await codes.json()) as { codes: { code: string }[] }).codes;
  const verified = await request.post("/api/auth/verify-login-code", {
    data: { email, code: latest?.code, token },
  });
  expect(verified.ok()).toBe(true);
}
