import { beforeEach, describe, expect, it } from "vitest";
import { GET as verificationCodes } from "@/app/api/dev/verification-codes/route";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { POST as sendVerificationCode } from "@/app/api/send-verification-code/route";
import { POST as register } from "@/app/api/users/register/route";
import { GET as verifyEmailLink } from "@/app/api/verify-email/[token]/route";
import { POST as verifyEmailCode } from "@/app/api/verify-email-code/route";
import { CODE_EXPIRED, WRONG_CODE, codeHash } from "@/lib/auth/challenges";
import { CODE_SENT } from "@/lib/auth/code-email";
import { BLOCKED_DETAIL } from "@/lib/auth/current-user";
import { REGISTRATIONS_PER_IP, REGISTRATION_ANSWER, TOO_MANY_REGISTRATIONS } from "@/lib/auth/registration";
import { YEAR_OF_BIRTH_INVALID } from "@/lib/auth/schemas";
import { VERIFICATION_LINK_INVALID, sendVerificationLink } from "@/lib/auth/verification";
import { env, resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { makeUser } from "../support/factories";
import { call } from "../support/http";

const whoAmI = route({ auth: "user" }, ({ user }) => ({ id: user.id, email_verified: user.emailVerified }));

function requestVerificationCode(email: string) {
  return call(sendVerificationCode, "/api/send-verification-code", { json: { email } });
}

/** The newest six-digit code e-mailed to an address; a registration's link token is listed too. */
async function latestCode(email: string): Promise<string> {
  const { body } = await call(verificationCodes, `/api/dev/verification-codes?email=${email}`);
  const newest = (body.codes as { code: string; purpose: string }[]).find(
    (mail) => mail.purpose !== "verification_link",
  );
  if (!newest) throw new Error(`no code was e-mailed to ${email}`);
  return newest.code;
}

function verifyCode(body: { email: string; code: string; token?: string }) {
  return call(verifyEmailCode, "/api/verify-email-code", { json: body });
}

function registerAs(body: Record<string, unknown>, ip = "203.0.113.1") {
  return call(register, "/api/users/register", { json: body, ip });
}

/** The token of the newest verification link e-mailed to an address, read from the outbox. */
async function latestLinkToken(email: string): Promise<string> {
  const mail = await db.emailOutbox.findFirstOrThrow({
    where: { to: email, purpose: "verification_link" },
    orderBy: { createdAt: "desc" },
  });
  const token = mail.text.match(new RegExp(`${env().APP_URL}/verify-email/([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no verification link was e-mailed to ${email}`);
  return token;
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

function openLink(token: string) {
  return call(verifyEmailLink, `/api/verify-email/${token}`, { params: { token } });
}

beforeEach(async () => {
  await db.rateLimitCounter.deleteMany();
});

describe("e-mail verification by code (free full report flow)", () => {
  it("a visitor's verified address gets a signed-in, verified account", async () => {
    const sent = await requestVerificationCode("visitor@example.com");
    expect(sent).toMatchObject({ status: 200, body: { token: expect.any(String), message: CODE_SENT } });
    const code = await latestCode("visitor@example.com");
    const outbox = await db.emailOutbox.findFirstOrThrow({ where: { to: "visitor@example.com" } });
    expect(outbox.purpose).toBe("verification_code");

    const { status, body, headers } = await verifyCode({
      email: "visitor@example.com",
      code,
      token: sent.body.token as string,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      verified: true,
      access_token: expect.any(String),
      user_id: expect.any(String),
    });
    expect(headers.get("set-cookie")).toContain(`=${body.access_token as string};`);
    expect((await call(whoAmI, "/x", { bearer: body.access_token as string })).body).toEqual({
      id: body.user_id,
      email_verified: true,
    });
  });

  it("marks an existing unverified account verified", async () => {
    const user = await makeUser({ email: "pending@example.com", emailVerified: false });
    const sent = await requestVerificationCode("pending@example.com");
    const { body } = await verifyCode({
      email: "pending@example.com",
      code: await latestCode("pending@example.com"),
      token: sent.body.token as string,
    });
    expect(body.user_id).toBe(user.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(true);
  });

  it("a stranger without the challenge token cannot spend the owner's tries", async () => {
    const sent = await requestVerificationCode("no-token@example.com");
    await pinNewestCode("no-token@example.com", "222222");
    for (let i = 0; i < 6; i++) {
      const guess = await verifyCode({ email: "no-token@example.com", code: "111111" });
      expect(guess.status).toBe(422);
      expect(guess.body.detail).toMatch(/^token: /);
    }
    const challenge = await db.loginChallenge.findFirstOrThrow({ where: { email: "no-token@example.com" } });
    expect(challenge.attempts).toBe(0);
    const owner = await verifyCode({
      email: "no-token@example.com",
      code: "222222",
      token: sent.body.token as string,
    });
    expect(owner.status).toBe(200);
  });

  it("a code of an older challenge fails with the newer challenge's token", async () => {
    const older = await requestVerificationCode("two-codes@example.com");
    await pinNewestCode("two-codes@example.com", "111111");
    const newer = await requestVerificationCode("two-codes@example.com");
    await pinNewestCode("two-codes@example.com", "222222");
    const crossed = await verifyCode({
      email: "two-codes@example.com",
      code: "111111",
      token: newer.body.token as string,
    });
    expect(crossed).toMatchObject({ status: 400, body: { detail: WRONG_CODE, code: "code_wrong" } });
    const own = await verifyCode({
      email: "two-codes@example.com",
      code: "111111",
      token: older.body.token as string,
    });
    expect(own.status).toBe(200);
  });

  it("a wrong code is refused and leaves the address unverified", async () => {
    const sent = await requestVerificationCode("wrong@example.com");
    const code = await latestCode("wrong@example.com");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const { status, body } = await verifyCode({
      email: "wrong@example.com",
      code: wrong,
      token: sent.body.token as string,
    });
    expect(status).toBe(400);
    expect(body.detail).toBe(WRONG_CODE);
    expect(await db.user.count({ where: { email: "wrong@example.com" } })).toBe(0);
  });

  it("a code that is not six digits is refused before any try is counted", async () => {
    const sent = await requestVerificationCode("short@example.com");
    const { status, body } = await verifyCode({
      email: "short@example.com",
      code: "12a",
      token: sent.body.token as string,
    });
    expect(status).toBe(422);
    expect(body.detail).toMatch(/^code: /);
    expect(
      (await db.loginChallenge.findFirstOrThrow({ where: { email: "short@example.com" } })).attempts,
    ).toBe(0);
  });

  it("a sign-in code does not verify through this endpoint", async () => {
    const sent = await call(sendLoginCode, "/api/auth/send-login-code", {
      json: { email: "mixed@example.com" },
    });
    const code = await latestCode("mixed@example.com");
    const { status, body } = await verifyCode({
      email: "mixed@example.com",
      code,
      token: sent.body.token as string,
    });
    expect(status).toBe(400);
    expect(body.detail).toBe(CODE_EXPIRED);
  });

  it("a blocked account is refused", async () => {
    const user = await makeUser({ email: "blocked-verify@example.com", emailVerified: false });
    const sent = await requestVerificationCode("blocked-verify@example.com");
    const code = await latestCode("blocked-verify@example.com");
    await db.user.update({ where: { id: user.id }, data: { blocked: true } });
    const { status, body } = await verifyCode({
      email: "blocked-verify@example.com",
      code,
      token: sent.body.token as string,
    });
    expect(status).toBe(403);
    expect(body.detail).toBe(BLOCKED_DETAIL);
  });
});

describe("registration (invite flow)", () => {
  it("records an unverified account with its year of birth but opens no session before verification", async () => {
    const { status, body, headers } = await registerAs({
      email: " Invitee@Example.com ",
      year_of_birth: 1999,
    });
    expect(status).toBe(200);
    expect(body).toEqual(REGISTRATION_ANSWER);
    expect(body).toEqual({ access_token: null, user_id: null, verification_required: true });
    expect(headers.get("set-cookie")).toBeNull();
    const user = await db.user.findUniqueOrThrow({ where: { email: "invitee@example.com" } });
    expect(user).toMatchObject({ emailVerified: false, yearOfBirth: 1999, role: "user" });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("the invite flow signs the invitee in once the code is verified: send code, register, verify", async () => {
    const sent = await requestVerificationCode("friend@example.com");
    expect((await registerAs({ email: "friend@example.com", year_of_birth: 2001 })).status).toBe(200);
    const verified = await verifyCode({
      email: "friend@example.com",
      code: await latestCode("friend@example.com"),
      token: sent.body.token as string,
    });
    expect(verified.status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email: "friend@example.com" } });
    expect(verified.body.user_id).toBe(user.id);
    expect(user).toMatchObject({ emailVerified: true, yearOfBirth: 2001 });
    expect((await call(whoAmI, "/x", { bearer: verified.body.access_token as string })).body).toEqual({
      id: user.id,
      email_verified: true,
    });
  });

  it("a new registration e-mails one link, whose token verifies the address and signs its owner in", async () => {
    expect((await registerAs({ email: "newcomer@example.com", year_of_birth: 1995 })).status).toBe(200);
    const { body: outbox } = await call(
      verificationCodes,
      "/api/dev/verification-codes?email=newcomer@example.com",
    );
    const mails = outbox.codes as { code: string; purpose: string }[];
    expect(mails.map((mail) => mail.purpose)).toEqual(["verification_link"]);
    const token = mails[0]!.code;
    expect(token).toBe(await latestLinkToken("newcomer@example.com"));

    const { status, body, headers } = await openLink(token);
    expect(status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email: "newcomer@example.com" } });
    expect(body).toEqual({
      access_token: expect.any(String),
      user_id: user.id,
      auto_login: true,
      already_verified: false,
    });
    expect(headers.get("set-cookie")).toContain(`=${body.access_token as string};`);
    expect(user).toMatchObject({ emailVerified: true, yearOfBirth: 1995 });
    expect((await call(whoAmI, "/x", { bearer: body.access_token as string })).body).toEqual({
      id: user.id,
      email_verified: true,
    });
  });

  it("registering answers the same bytes whether or not the address has an account, e-mails only a new one, and opens none", async () => {
    const verified = await makeUser({ email: "taken@example.com", emailVerified: true, yearOfBirth: 1970 });
    const pending = await makeUser({
      email: "half-done@example.com",
      emailVerified: false,
      yearOfBirth: 1971,
    });
    const answers = [];
    for (const email of ["taken@example.com", "half-done@example.com", "nobody-yet@example.com"]) {
      const { status, text, headers } = await registerAs({ email, year_of_birth: 1990 });
      headers.delete("x-request-id");
      answers.push({ status, text, headers: [...headers] });
    }
    expect(answers[0]).toMatchObject({ status: 200, text: JSON.stringify(REGISTRATION_ANSWER) });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.headers.some(([name]) => name === "set-cookie")).toBe(false);
    // Existing accounts are not changed by a stranger's registration, get no mail, and nobody got a session.
    expect((await db.user.findUniqueOrThrow({ where: { id: verified.id } })).yearOfBirth).toBe(1970);
    expect((await db.user.findUniqueOrThrow({ where: { id: pending.id } })).yearOfBirth).toBe(1971);
    expect(await db.session.count({ where: { userId: { in: [verified.id, pending.id] } } })).toBe(0);
    const mailed = await db.emailOutbox.findMany({
      where: { to: { in: ["taken@example.com", "half-done@example.com", "nobody-yet@example.com"] } },
    });
    expect(mailed.map((mail) => [mail.to, mail.purpose])).toEqual([
      ["nobody-yet@example.com", "verification_link"],
    ]);
    expect(
      await db.emailVerificationToken.count({ where: { userId: { in: [verified.id, pending.id] } } }),
    ).toBe(0);
  });

  it("refuses a year of birth outside 1900 to this year", async () => {
    const thisYear = new Date().getFullYear();
    for (const year_of_birth of [1899, thisYear + 1, 1990.5, "1990", undefined]) {
      const { status, body } = await registerAs({
        email: `year-${String(year_of_birth)}@example.com`,
        year_of_birth,
      });
      expect(status).toBe(422);
      expect(body.detail).toBe(`year_of_birth: ${YEAR_OF_BIRTH_INVALID}`);
    }
    expect((await registerAs({ email: "born-now@example.com", year_of_birth: thisYear })).status).toBe(200);
    expect((await registerAs({ email: "born-1900@example.com", year_of_birth: 1900 })).status).toBe(200);
  });

  it("an administrator's address is not an administrator before it is verified", async () => {
    const before = process.env.ADMIN_EMAILS;
    process.env.ADMIN_EMAILS = "chief@example.com";
    resetEnv();
    try {
      await registerAs({ email: "chief@example.com", year_of_birth: 1980 });
      expect((await db.user.findUniqueOrThrow({ where: { email: "chief@example.com" } })).role).toBe("user");
    } finally {
      if (before === undefined) delete process.env.ADMIN_EMAILS;
      else process.env.ADMIN_EMAILS = before;
      resetEnv();
    }
  });

  it("limits how many accounts one network registers", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < REGISTRATIONS_PER_IP.limit; i++) {
      expect((await registerAs({ email: `signup-${i}@example.com`, year_of_birth: 1990 }, ip)).status).toBe(
        200,
      );
    }
    const refused = await registerAs({ email: "signup-extra@example.com", year_of_birth: 1990 }, ip);
    expect(refused).toMatchObject({ status: 429, body: { detail: TOO_MANY_REGISTRATIONS } });
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(await db.user.count({ where: { email: "signup-extra@example.com" } })).toBe(0);
  });
});

describe("verification links", () => {
  it("a link verifies the address once and signs its owner in", async () => {
    const user = await makeUser({ email: "linked@example.com", emailVerified: false });
    await sendVerificationLink(user);
    const token = await latestLinkToken("linked@example.com");
    const stored = await db.emailVerificationToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    const { status, body, headers } = await openLink(token);
    expect(status).toBe(200);
    expect(body).toEqual({
      access_token: expect.any(String),
      user_id: user.id,
      auto_login: true,
      already_verified: false,
    });
    expect(headers.get("set-cookie")).toContain(`=${body.access_token as string};`);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(true);

    const again = await openLink(token);
    expect(again).toMatchObject({
      status: 200,
      body: { access_token: null, user_id: null, auto_login: false, already_verified: true },
    });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("an already verified account answers already_verified", async () => {
    const user = await makeUser({ email: "done@example.com", emailVerified: true });
    await sendVerificationLink(user);
    const { status, body } = await openLink(await latestLinkToken("done@example.com"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_id: user.id, auto_login: true, already_verified: true });
  });

  it("an expired or unknown link is invalid", async () => {
    const user = await makeUser({ email: "slow@example.com", emailVerified: false });
    await sendVerificationLink(user);
    const token = await latestLinkToken("slow@example.com");
    await db.emailVerificationToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });

    expect(await openLink(token)).toMatchObject({
      status: 400,
      body: { detail: VERIFICATION_LINK_INVALID, code: "link_invalid" },
    });
    expect(await openLink("not-a-real-token")).toMatchObject({
      status: 400,
      body: { detail: VERIFICATION_LINK_INVALID, code: "link_invalid" },
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(false);
  });

  it("a used link past its 24 hours is invalid, not already verified", async () => {
    const user = await makeUser({ email: "late-again@example.com", emailVerified: false });
    await sendVerificationLink(user);
    const token = await latestLinkToken("late-again@example.com");
    expect((await openLink(token)).status).toBe(200);
    await db.emailVerificationToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect(await openLink(token)).toMatchObject({
      status: 400,
      body: { detail: VERIFICATION_LINK_INVALID, code: "link_invalid" },
    });
  });

  it("a blocked account's link does not sign it in", async () => {
    const user = await makeUser({ email: "blocked-link@example.com", emailVerified: false, blocked: true });
    await sendVerificationLink(user);
    const token = await latestLinkToken("blocked-link@example.com");
    const { status, body } = await openLink(token);
    expect(status).toBe(403);
    expect(body.detail).toBe(BLOCKED_DETAIL);
    // The link is spent and the address was never verified, so it does not say "already verified".
    expect(await openLink(token)).toMatchObject({
      status: 400,
      body: { detail: VERIFICATION_LINK_INVALID, code: "link_invalid" },
    });
  });
});
