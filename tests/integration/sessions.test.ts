import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as stats } from "@/app/api/admin/stats/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { POST as verifyLoginCode } from "@/app/api/auth/verify-login-code/route";
import { GET as verificationCodes } from "@/app/api/dev/verification-codes/route";
import { POST as register } from "@/app/api/users/register/route";
import { INVALID_TOKEN } from "@/lib/auth/current-user";
import { setAccountBlocked } from "@/lib/auth/sessions";
import { accountAtSignIn, signInVerifiedEmail } from "@/lib/auth/sign-in";
import { encodeAccessToken, sessionCookieName } from "@/lib/auth/tokens";
import { env, resetEnv } from "@/lib/config/env";
import { authSecret } from "@/lib/config/secrets";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { CROSS_SITE_DETAIL } from "@/lib/auth/same-origin";
import { encode } from "next-auth/jwt";
import { makeUser, sessionFor, signedInUser } from "../support/factories";
import { call } from "../support/http";

const whoAmI = route({ auth: "user" }, ({ user }) => ({ id: user.id, role: user.role }));

async function signIn(email: string) {
  const sent = await call(sendLoginCode, "/api/auth/send-login-code", { json: { email } });
  const codes = await call(verificationCodes, `/api/dev/verification-codes?email=${email}`);
  const [newest] = codes.body.codes as { code: string }[];
  const verified = await call(verifyLoginCode, "/api/auth/verify-login-code", {
    json: { email, code: newest!.code, token: sent.body.token },
  });
  expect(verified.status).toBe(200);
  return verified.body as { access_token: string; user_id: string };
}

const adminsBefore = process.env.ADMIN_EMAILS;
function setAdmins(list: string) {
  process.env.ADMIN_EMAILS = list;
  resetEnv();
}

beforeEach(async () => {
  await db.rateLimitCounter.deleteMany();
});

afterEach(() => {
  if (adminsBefore === undefined) delete process.env.ADMIN_EMAILS;
  else process.env.ADMIN_EMAILS = adminsBefore;
  resetEnv();
});

describe("taking over an account by registering its address first", () => {
  it("a token from an unverified registration is dead after the owner signs in", async () => {
    setAdmins("owner-admin@example.test");
    const registered = await call(register, "/api/users/register", {
      json: { email: "owner-admin@example.test", year_of_birth: 1990 },
    });
    expect(registered.status).toBe(200);
    // Registering opens no session at all ...
    expect(registered.body.access_token).toBeNull();
    expect(registered.headers.get("set-cookie")).toBeNull();
    // ... and any session the unverified account held (for instance one issued before this
    // release) ends when the owner proves the address.
    const unverified = await db.user.findUniqueOrThrow({ where: { email: "owner-admin@example.test" } });
    const attackerToken = await sessionFor(unverified);
    expect((await call(whoAmI, "/x", { bearer: attackerToken })).status).toBe(200);

    const owner = await signIn("owner-admin@example.test");
    expect(owner.user_id).toBe(unverified.id);
    expect((await call(stats, "/api/admin/stats", { bearer: owner.access_token })).status).toBe(200);
    const stale = await call(stats, "/api/admin/stats", { bearer: attackerToken });
    expect(stale).toMatchObject({ status: 401, body: { detail: INVALID_TOKEN } });
    expect((await call(whoAmI, "/x", { bearer: attackerToken })).status).toBe(401);
  });
});

describe("a sign-in that read the account before it wrote", () => {
  // verifyLoginCode reads the account beside the code's check; these pin what happens when the
  // account changes between that read and the sign-in's writes.
  it("an address registered after the read still ends the registrant's sessions", async () => {
    const email = "raced-registration@example.test";
    await call(register, "/api/users/register", { json: { email, year_of_birth: 1990 } });
    const unverified = await db.user.findUniqueOrThrow({ where: { email } });
    const registrantToken = await sessionFor(unverified);

    // As read before the registration landed: no account.
    const owner = await signInVerifiedEmail(email, undefined, null);
    expect(owner.user_id).toBe(unverified.id);
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ emailVerified: true });
    expect((await call(whoAmI, "/x", { bearer: registrantToken })).status).toBe(401);
    expect((await call(whoAmI, "/x", { bearer: owner.access_token })).status).toBe(200);
  });

  it("an account deleted after the read gets a new account, not an error", async () => {
    const gone = await makeUser({ email: "deleted-meanwhile@example.test" });
    const seen = await accountAtSignIn(gone.email);
    await db.user.delete({ where: { id: gone.id } });

    const signedIn = await signInVerifiedEmail(gone.email, undefined, seen);
    expect(signedIn.user_id).not.toBe(gone.id);
    expect((await call(whoAmI, "/x", { bearer: signedIn.access_token })).body).toMatchObject({
      id: signedIn.user_id,
    });
  });

  it("an account blocked after the read gets a session that is refused during the block and dead after it", async () => {
    const user = await makeUser({ email: "blocked-meanwhile@example.test" });
    const seen = await accountAtSignIn(user.email);
    await setAccountBlocked(user.id, true);

    const signedIn = await signInVerifiedEmail(user.email, undefined, seen);
    expect((await call(whoAmI, "/x", { bearer: signedIn.access_token })).status).toBe(403);
    await setAccountBlocked(user.id, false);
    expect((await call(whoAmI, "/x", { bearer: signedIn.access_token })).status).toBe(401);
  });

  it("a verified account signing in again leaves its row as it was", async () => {
    const first = await signIn("returning@example.com");
    const before = await db.user.findUniqueOrThrow({ where: { id: first.user_id } });
    const second = await signIn("returning@example.com");
    expect(second.user_id).toBe(first.user_id);
    expect((await db.user.findUniqueOrThrow({ where: { id: first.user_id } })).updatedAt).toEqual(
      before.updatedAt,
    );
    expect(await db.session.count({ where: { userId: first.user_id } })).toBe(2);
  });
});

describe("sessions end", () => {
  it("after logout the same bearer token is refused, and the user's other sessions go on", async () => {
    const first = await signIn("leaver@example.com");
    const second = await signIn("leaver@example.com");
    const out = await call(logout, "/api/auth/logout", { method: "POST", bearer: first.access_token });
    expect(out).toMatchObject({ status: 200, body: { success: true } });

    expect(await call(whoAmI, "/x", { bearer: first.access_token })).toMatchObject({
      status: 401,
      body: { detail: INVALID_TOKEN },
    });
    expect((await call(whoAmI, "/x", { bearer: second.access_token })).status).toBe(200);
  });

  it("logout through the session cookie ends that session", async () => {
    const session = await signIn("cookie-leaver@example.com");
    const cookie = `${sessionCookieName()}=${session.access_token}`;
    await call(logout, "/api/auth/logout", { method: "POST", headers: { cookie } });
    expect((await call(whoAmI, "/x", { headers: { cookie } })).status).toBe(401);
    expect((await call(whoAmI, "/x", { bearer: session.access_token })).status).toBe(401);
  });

  it.each([
    ["an Origin of another site", { origin: "https://attacker.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ])(
    "a logout another site sends with the session cookie (%s) is refused and the session goes on",
    async (_case, foreign) => {
      const { user, token } = await signedInUser();
      const cookie = `${sessionCookieName()}=${token}`;
      const attacker = await signedInUser();
      for (const headers of [
        { cookie, ...foreign },
        { cookie, ...foreign, authorization: `Bearer ${attacker.token}` },
      ]) {
        const out = await call(logout, "/api/auth/logout", { method: "POST", headers });
        expect([out.status, out.body]).toEqual([403, { detail: CROSS_SITE_DETAIL, code: "cross_site" }]);
        expect(out.headers.get("set-cookie")).toBeNull();
      }
      expect(await call(whoAmI, "/x", { headers: { cookie } })).toMatchObject({
        status: 200,
        body: { id: user.id },
      });
      expect((await call(whoAmI, "/x", { bearer: attacker.token })).status).toBe(200);
    },
  );

  it("a logout from the app's own pages with the session cookie ends it", async () => {
    const { token } = await signedInUser();
    const cookie = `${sessionCookieName()}=${token}`;
    const out = await call(logout, "/api/auth/logout", {
      method: "POST",
      headers: { cookie, origin: new URL(env().APP_URL).origin, "sec-fetch-site": "same-origin" },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/session-token=;.*Max-Age=0/);
    expect((await call(whoAmI, "/x", { headers: { cookie } })).status).toBe(401);
  });

  it("an API client logs out with its bearer from anywhere", async () => {
    const { token } = await signedInUser();
    const out = await call(logout, "/api/auth/logout", {
      method: "POST",
      bearer: token,
      headers: { origin: "https://another-client.example" },
    });
    expect(out.status).toBe(200);
    expect((await call(whoAmI, "/x", { bearer: token })).status).toBe(401);
  });

  it("sign out everywhere ends every session of the user and no one else's", async () => {
    const laptop = await signIn("everywhere@example.com");
    const phone = await signIn("everywhere@example.com");
    const other = await signedInUser();

    const out = await call(logoutAll, "/api/auth/logout-all", { method: "POST", bearer: phone.access_token });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect(out.headers.get("set-cookie")).toMatch(/session-token=;.*Max-Age=0/);

    for (const token of [laptop.access_token, phone.access_token]) {
      expect((await call(whoAmI, "/x", { bearer: token })).status).toBe(401);
    }
    expect((await call(whoAmI, "/x", { bearer: other.token })).status).toBe(200);
    expect((await call(logoutAll, "/api/auth/logout-all", { method: "POST" })).status).toBe(401);
  });

  it("a token from before a block stays dead after the account is unblocked", async () => {
    const { user, token } = await signedInUser();
    await setAccountBlocked(user.id, true);
    expect((await call(whoAmI, "/x", { bearer: token })).status).toBe(401);
    await setAccountBlocked(user.id, false);
    expect((await call(whoAmI, "/x", { bearer: token })).status).toBe(401);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).blocked).toBe(false);
  });

  it("removing an address from ADMIN_EMAILS ends its admin rights at once", async () => {
    setAdmins("demoted@example.com");
    const admin = await signIn("demoted@example.com");
    expect((await call(stats, "/api/admin/stats", { bearer: admin.access_token })).status).toBe(200);

    setAdmins("");
    expect((await call(stats, "/api/admin/stats", { bearer: admin.access_token })).status).toBe(401);
    const again = await signIn("demoted@example.com");
    expect(await call(stats, "/api/admin/stats", { bearer: again.access_token })).toMatchObject({
      status: 403,
      body: { detail: "Admin access required" },
    });
    expect((await call(whoAmI, "/x", { bearer: again.access_token })).body).toMatchObject({ role: "user" });
  });

  it("a role change also ends sessions signed in with the old role", async () => {
    const before = await signIn("promoted@example.com");
    setAdmins("promoted@example.com");
    expect((await call(whoAmI, "/x", { bearer: before.access_token })).status).toBe(401);
    const after = await signIn("promoted@example.com");
    expect((await call(whoAmI, "/x", { bearer: after.access_token })).body).toMatchObject({ role: "admin" });
  });

  it("a session is refused after its seven days, and a token naming no session is refused", async () => {
    const user = await makeUser();
    const token = await sessionFor(user);
    await db.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await call(whoAmI, "/x", { bearer: token })).status).toBe(401);

    // A token from before sessions existed: signed with the right secret, but without `sid`.
    const legacy = await encode({ token: { sub: user.id, email: user.email }, secret: authSecret() });
    expect((await call(whoAmI, "/x", { bearer: legacy })).status).toBe(401);
    // A token naming another user's session does not sign in as either.
    const { user: other, token: otherToken } = await signedInUser();
    expect((await call(whoAmI, "/x", { bearer: otherToken })).status).toBe(200);
    const otherSession = await db.session.findFirstOrThrow({ where: { userId: other.id } });
    const forged = await encodeAccessToken({ sub: user.id, email: user.email, sid: otherSession.id });
    expect((await call(whoAmI, "/x", { bearer: forged })).status).toBe(401);
  });
});
