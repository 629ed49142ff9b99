import { describe, expect, it } from "vitest";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { POST as verifyLoginCode } from "@/app/api/auth/verify-login-code/route";
import { GET as verificationCodes } from "@/app/api/dev/verification-codes/route";
import { GET as profileRoute, PATCH as profilePatchRoute } from "@/app/api/user/profile/route";
import { db } from "@/lib/db";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { signedInUser } from "../support/factories";
import { call } from "../support/http";

// A person's chosen language (docs/i18n.md): saved on the account from the switcher, and handed to
// each browser they sign in on as the language cookie.

const localeCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`))
    ?.split(";")[0];

async function signInByCode(email: string) {
  const sent = await call(sendLoginCode, "/api/auth/send-login-code", { json: { email } });
  const codes = await call(
    verificationCodes,
    `/api/dev/verification-codes?email=${encodeURIComponent(email)}`,
  );
  const [newest] = codes.body.codes as { code: string }[];
  return call(verifyLoginCode, "/api/auth/verify-login-code", {
    json: { email, code: newest?.code, token: sent.body.token },
  });
}

describe("the account's language", () => {
  it("is none until chosen, then saved, shown and set as this browser's cookie", async () => {
    const { user, token } = await signedInUser();
    const patch = (json: unknown) =>
      call(profilePatchRoute, "/api/user/profile", { method: "PATCH", json, bearer: token });

    expect((await call(profileRoute, "/api/user/profile", { bearer: token })).body).toMatchObject({
      language: null,
    });

    const chosen = await patch({ language: "fr" });
    expect(chosen).toMatchObject({ status: 200, body: { language: "fr", email: user.email } });
    expect(localeCookieOf(chosen.headers)).toBe(`${LOCALE_COOKIE}=fr`);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe("fr");

    // Another setting leaves the language (and the cookie) alone.
    const other = await patch({ spot_reminders: false });
    expect(other.body).toMatchObject({ language: "fr", spot_reminders: false });
    expect(localeCookieOf(other.headers)).toBeUndefined();
  });

  it("refuses a language the site does not speak, and changes nothing", async () => {
    const { user, token } = await signedInUser();
    for (const language of ["nl", "EN", "", 3, null]) {
      const refused = await call(profilePatchRoute, "/api/user/profile", {
        method: "PATCH",
        json: { language },
        bearer: token,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toMatch(/language/);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBeNull();
  });

  it("a sign-in hands the saved language to the browser as its cookie", async () => {
    const email = `language-${Date.now()}@example.com`;
    const first = await signInByCode(email);
    expect(first.status).toBe(200);
    expect(localeCookieOf(first.headers)).toBeUndefined();

    await db.user.update({ where: { email }, data: { language: "de" } });
    const again = await signInByCode(email);
    expect(again.status).toBe(200);
    expect(localeCookieOf(again.headers)).toBe(`${LOCALE_COOKIE}=de`);
  });
});
