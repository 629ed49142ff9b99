import { z } from "zod";

// The answers of the sign-in routes: route() checks the handlers against them, the OpenAPI
// document shows them, and lib/api-client types its calls by them.

/** POST /api/auth/send-login-code: the challenge the code is checked against. */
export const CodeSent = z.object({
  token: z.string().describe("The challenge: send it back with the code"),
  message: z.string(),
});

/** `access_token` is for API clients; a browser is signed in by the cookie set with this answer. */
export const SignedIn = z.object({
  access_token: z.string().describe("Send as Authorization: Bearer"),
  user_id: z.string(),
});

/** GET /api/verify-email/{token}: the first use of a link signs its owner in; a later one only says the address is verified. */
export const EmailLinkVerified = z.union([
  SignedIn.extend({ auto_login: z.literal(true), already_verified: z.boolean() }),
  z.object({
    access_token: z.null(),
    user_id: z.null(),
    auto_login: z.literal(false),
    already_verified: z.literal(true),
  }),
]);

/** What a write that answers nothing else says. */
export const Success = z.object({ success: z.boolean() });

/** GET /api/auth/viewer: who is looking, for pages every viewer gets alike. */
export const Viewer = z.object({ signed_in: z.boolean(), is_admin: z.boolean(), subscribed: z.boolean() });

/** POST /api/verify-email-code: the address is verified and its owner signed in. */
export const EmailCodeVerified = SignedIn.extend({ success: z.literal(true), verified: z.literal(true) });

/** POST /api/users/register: the account waits for its e-mail code. */
export const Registered = z.object({
  access_token: z.null(),
  user_id: z.null(),
  verification_required: z.literal(true),
});
