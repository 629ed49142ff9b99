import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as verificationCodes } from "@/app/api/dev/verification-codes/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { POST as verifyLoginCode } from "@/app/api/auth/verify-login-code/route";
import { CODE_ALREADY_USED, CODE_EXPIRED, CODE_LOCKED, WRONG_CODE, codeHash } from "@/lib/auth/challenges";
import { CODE_SENT } from "@/lib/auth/code-email";
import { BLOCKED_DETAIL } from "@/lib/auth/current-user";
import { EMAIL_REQUIRED } from "@/lib/auth/schemas";
import { ACCESS_TOKEN_MAX_AGE_SECONDS } from "@/lib/auth/tokens";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { makeUser } from "../support/factories";
import { call } from "../support/http";

const whoAmI = route({ auth: "user" }, ({ user }) => ({ id: user.id, role: user.role }));

async function requestCode(email: string) {
  return call(sendLoginCode, "/api/auth/send-login-code", { json: { email } });
}

/** The newest code in the outbox, read the way a developer or an end-to-end test does. */
async function latestCode(email: string): Promise<string> {
  const { status, body } = await call(
    verificationCodes,
    `/api/dev/verification-codes?email=${encodeURIComponent(email)}`,
  );
  expect(status).toBe(200);
  const [newest] = body.codes as { code: string }[];
  if (!newest) throw new Error(`no code was e-mailed to ${email}`);
  return newest.code;
}

async function signIn(email: string, code: string, token: string) {
  return call(verifyLoginCode, "/api/auth/verify-login-code", { json: { email, code, token } });
}

/** Gives the newest challenge of an address a known code, so two challenges surely differ. */
async function pinNewestCode(email: string, code: string) {
  const challenge = await db.loginChallenge.findFirstOrThrow({
    where: { email },
    orderBy: { createdAt: "desc" },
  });
  await db.loginChallenge.update({
    where: { id: challenge.id },
    data: { codeHash: codeHash(challenge.id, code) },
  });
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

const changedEnv = new Map<string, string | undefined>();

function setEnv(name: string, value: string) {
  if (!changedEnv.has(name)) changedEnv.set(name, process.env[name]);
  process.env[name] = value;
  resetEnv();
}

beforeEach(async () => {
  await db.rateLimitCounter.deleteMany();
});

afterEach(() => {
  for (const [name, value] of changedEnv) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  changedEnv.clear();
  resetEnv();
});

describe("sign-in by e-mailed code", () => {
  it("a new address signs in with the code from the outbox and gets a verified account", async () => {
    const sent = await requestCode("newcomer@example.com");
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ token: expect.any(String), message: CODE_SENT });

    const { status: listed, body: outbox } = await call(
      verificationCodes,
      "/api/dev/verification-codes?email=newcomer@example.com",
    );
    expect(listed).toBe(200);
    expect(outbox.codes).toEqual([
      {
        email: "newcomer@example.com",
        code: expect.stringMatching(/^\d{6}$/),
        purpose: "login_code",
        created_at: expect.any(String),
      },
    ]);

    const code = await latestCode("newcomer@example.com");
    const { status, body } = await signIn("newcomer@example.com", code, sent.body.token as string);
    expect(status).toBe(200);
    expect(body).toEqual({ access_token: expect.any(String), user_id: expect.any(String) });

    const user = await db.user.findUniqueOrThrow({ where: { email: "newcomer@example.com" } });
    expect(user).toMatchObject({ id: body.user_id, emailVerified: true, role: "user" });
    expect((await call(whoAmI, "/x", { bearer: body.access_token as string })).body).toEqual({
      id: user.id,
      role: "user",
    });
  });

  it("an existing account signs in as itself, and its address is matched trimmed and lower-cased", async () => {
    const user = await makeUser({ email: "returning@example.com", emailVerified: false });
    const sent = await requestCode("  Returning@Example.COM ");
    expect(sent.status).toBe(200);
    const code = await latestCode("returning@example.com");

    const { status, body } = await signIn("RETURNING@example.com", code, sent.body.token as string);
    expect(status).toBe(200);
    expect(body.user_id).toBe(user.id);
    expect(await db.user.count({ where: { email: { contains: "returning", mode: "insensitive" } } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(true);
  });

  it("an empty address is refused with 'Please enter your email address'", async () => {
    const challengesBefore = await db.loginChallenge.count();
    const { status, body } = await requestCode("   ");
    expect(status).toBe(422);
    expect(body.detail).toBe(`email: ${EMAIL_REQUIRED}`);
    expect(await db.loginChallenge.count()).toBe(challengesBefore);
  });

  it("stores neither the code nor the token in the clear", async () => {
    const sent = await requestCode("hashed@example.com");
    const code = await latestCode("hashed@example.com");
    const challenge = await db.loginChallenge.findFirstOrThrow({ where: { email: "hashed@example.com" } });
    expect(challenge.codeHash).not.toContain(code);
    expect(challenge.tokenHash).not.toBe(sent.body.token);
    expect(challenge.expiresAt.getTime() - challenge.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it("the answer for a known and an unknown address is identical", async () => {
    await makeUser({ email: "known@example.com" });
    const known = await requestCode("known@example.com");
    const unknown = await requestCode("unknown@example.com");

    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(known.body.message).toBe(unknown.body.message);
    expect((known.body.token as string).length).toBe((unknown.body.token as string).length);
    expect(
      await db.emailOutbox.count({ where: { to: { in: ["known@example.com", "unknown@example.com"] } } }),
    ).toBe(2);
  });

  it("a wrong code five times kills the challenge and the right code afterwards fails", async () => {
    const sent = await requestCode("guesser@example.com");
    const code = await latestCode("guesser@example.com");
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn("guesser@example.com", otherCode(code), sent.body.token as string);
      expect(wrong).toMatchObject({ status: 400, body: { detail: WRONG_CODE, code: "code_wrong" } });
    }
    const right = await signIn("guesser@example.com", code, sent.body.token as string);
    expect(right).toMatchObject({ status: 400, body: { detail: CODE_LOCKED, code: "code_locked" } });
    expect(await db.user.count({ where: { email: "guesser@example.com" } })).toBe(0);
  });

  it("four wrong codes still leave the fifth try to the right one", async () => {
    const sent = await requestCode("typo@example.com");
    const code = await latestCode("typo@example.com");
    for (let i = 0; i < 4; i++) await signIn("typo@example.com", otherCode(code), sent.body.token as string);
    expect((await signIn("typo@example.com", code, sent.body.token as string)).status).toBe(200);
  });

  it("an expired code fails", async () => {
    const sent = await requestCode("late@example.com");
    const code = await latestCode("late@example.com");
    await db.loginChallenge.updateMany({
      where: { email: "late@example.com" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { status, body } = await signIn("late@example.com", code, sent.body.token as string);
    expect(status).toBe(400);
    expect(body.detail).toBe(CODE_EXPIRED);
    expect(await db.user.count({ where: { email: "late@example.com" } })).toBe(0);
  });

  it("a used code fails the second time", async () => {
    const sent = await requestCode("once@example.com");
    const code = await latestCode("once@example.com");
    expect((await signIn("once@example.com", code, sent.body.token as string)).status).toBe(200);
    const again = await signIn("once@example.com", code, sent.body.token as string);
    expect(again).toMatchObject({ status: 400, body: { detail: CODE_ALREADY_USED, code: "code_used" } });
  });

  it("guesses sent all at once still get five tries in total", async () => {
    const sent = await requestCode("parallel@example.com");
    const code = await latestCode("parallel@example.com");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        signIn("parallel@example.com", otherCode(code), sent.body.token as string),
      ),
    );
    expect(answers.filter((a) => a.body.detail === WRONG_CODE)).toHaveLength(5);
    expect(answers.filter((a) => a.body.detail === CODE_LOCKED)).toHaveLength(3);
    expect((await signIn("parallel@example.com", code, sent.body.token as string)).status).toBe(400);
  });

  it("a code sent twice at the same moment signs in once", async () => {
    const sent = await requestCode("double-click@example.com");
    const code = await latestCode("double-click@example.com");
    const answers = await Promise.all([
      signIn("double-click@example.com", code, sent.body.token as string),
      signIn("double-click@example.com", code, sent.body.token as string),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it("a code of another challenge fails", async () => {
    const first = await requestCode("two-tabs@example.com");
    await pinNewestCode("two-tabs@example.com", "111111");
    const second = await requestCode("two-tabs@example.com");
    await pinNewestCode("two-tabs@example.com", "222222");
    expect(second.body.token).not.toBe(first.body.token);

    const crossed = await signIn("two-tabs@example.com", "222222", first.body.token as string);
    expect(crossed).toMatchObject({ status: 400, body: { detail: WRONG_CODE, code: "code_wrong" } });
    expect((await signIn("two-tabs@example.com", "111111", first.body.token as string)).status).toBe(200);
  });

  it("a challenge token does not sign in another address", async () => {
    const sent = await requestCode("victim@example.com");
    const code = await latestCode("victim@example.com");
    const { status, body } = await signIn("attacker@example.com", code, sent.body.token as string);
    expect(status).toBe(400);
    expect(body.detail).toBe(CODE_EXPIRED);
    expect(await db.user.count({ where: { email: "attacker@example.com" } })).toBe(0);
  });

  it("a blocked user gets the same answer but no code, and cannot sign in with an earlier one", async () => {
    await makeUser({ email: "blocked@example.com", blocked: true });
    const sent = await requestCode("blocked@example.com");
    expect(sent).toMatchObject({ status: 200, body: { token: expect.any(String), message: CODE_SENT } });
    expect(await db.emailOutbox.count({ where: { to: "blocked@example.com" } })).toBe(0);

    const user = await makeUser({ email: "blocked-later@example.com" });
    const beforeBlock = await requestCode("blocked-later@example.com");
    const code = await latestCode("blocked-later@example.com");
    await db.user.update({ where: { id: user.id }, data: { blocked: true } });
    const { status, body } = await signIn(
      "blocked-later@example.com",
      code,
      beforeBlock.body.token as string,
    );
    expect(status).toBe(403);
    expect(body).toEqual({ detail: BLOCKED_DETAIL, code: "account_blocked" });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("the session cookie", () => {
  it("the cookie set by verify identifies the user, and logout clears it", async () => {
    const sent = await requestCode("cookie@example.com");
    const verified = await signIn(
      "cookie@example.com",
      await latestCode("cookie@example.com"),
      sent.body.token as string,
    );
    const setCookie = verified.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^next-auth\.session-token=[^;]+;/);
    expect(setCookie).toContain(`Max-Age=${ACCESS_TOKEN_MAX_AGE_SECONDS}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toMatch(/Secure/i);

    const cookie = setCookie.split(";")[0] ?? "";
    expect(cookie).toBe(`next-auth.session-token=${verified.body.access_token as string}`);
    expect((await call(whoAmI, "/x", { headers: { cookie } })).body).toEqual({
      id: verified.body.user_id,
      role: "user",
    });

    const out = await call(logout, "/api/auth/logout", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    const cleared = out.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/^next-auth\.session-token=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("is Secure, under next-auth's secure name, when the app is served over https", async () => {
    setEnv("APP_URL", "https://skinsight.example");
    const sent = await requestCode("https@example.com");
    const verified = await signIn(
      "https@example.com",
      await latestCode("https@example.com"),
      sent.body.token as string,
    );
    const setCookie = verified.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(setCookie).toMatch(/; Secure/i);
  });
});

describe("administrators", () => {
  it("ADMIN_EMAILS grants the admin role, and a sign-in after the address is removed records the role user", async () => {
    setEnv("ADMIN_EMAILS", "Boss@Example.com");
    const first = await requestCode("boss@example.com");
    const asAdmin = await signIn(
      "boss@example.com",
      await latestCode("boss@example.com"),
      first.body.token as string,
    );
    expect((await call(whoAmI, "/x", { bearer: asAdmin.body.access_token as string })).body).toMatchObject({
      role: "admin",
    });

    setEnv("ADMIN_EMAILS", "");
    const second = await requestCode("boss@example.com");
    await signIn("boss@example.com", await latestCode("boss@example.com"), second.body.token as string);
    expect((await db.user.findUniqueOrThrow({ where: { email: "boss@example.com" } })).role).toBe("user");
  });

  it("an address outside ADMIN_EMAILS stays an ordinary user", async () => {
    setEnv("ADMIN_EMAILS", "boss@example.com");
    const sent = await requestCode("staff@example.com");
    await signIn("staff@example.com", await latestCode("staff@example.com"), sent.body.token as string);
    expect((await db.user.findUniqueOrThrow({ where: { email: "staff@example.com" } })).role).toBe("user");
  });
});
