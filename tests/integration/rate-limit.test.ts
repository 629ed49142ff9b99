import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as verificationCodes } from "@/app/api/dev/verification-codes/route";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { POST as verifyLoginCode } from "@/app/api/auth/verify-login-code/route";
import { POST as sendVerificationCode } from "@/app/api/send-verification-code/route";
import {
  CODE_ATTEMPTS_PER_EMAIL,
  CODE_ATTEMPTS_PER_EMAIL_AND_IP,
  CODE_ATTEMPTS_PER_IP,
  CODE_SENDS_PER_EMAIL,
  CODE_SENDS_PER_EMAIL_AND_IP,
  CODE_SENDS_PER_IP,
  MAX_CODE_ATTEMPTS,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_CODES,
  WRONG_CODE,
} from "@/lib/auth/challenges";
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from "@/lib/auth/known-devices";
import { secretTokenHash } from "@/lib/auth/secret-token";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors/http-error";
import { consumeRateLimits, deleteExpiredCounters, enforceRateLimit } from "@/lib/rate-limit";
import { runRetentionSweep } from "@/lib/reports/cleanup";
import { call } from "../support/http";
import { statementsOf } from "../support/statements";

let nextIp = 1;
/** A fresh client address per use, so only the limit under test is reached. */
const freshIp = () => `198.51.100.${nextIp++}`;

function requestCode(email: string, ip: string, cookie?: string) {
  return call(sendLoginCode, "/api/auth/send-login-code", {
    json: { email },
    ip,
    headers: cookie ? { cookie } : {},
  });
}

async function latestCode(email: string): Promise<string> {
  const { body } = await call(verificationCodes, `/api/dev/verification-codes?email=${email}`);
  const [newest] = body.codes as { code: string }[];
  if (!newest) throw new Error(`no code was e-mailed to ${email}`);
  return newest.code;
}

function tryCode(email: string, code: string, token: string, ip: string, cookie?: string) {
  return call(verifyLoginCode, "/api/auth/verify-login-code", {
    json: { email, code, token },
    ip,
    headers: cookie ? { cookie } : {},
  });
}

/** The owner signs in from their browser once; answers the device cookie it keeps. */
async function signInOnce(email: string, ip: string): Promise<string> {
  const sent = await requestCode(email, ip);
  const signedIn = await tryCode(email, await latestCode(email), sent.body.token as string, ip);
  expect(signedIn.status).toBe(200);
  const device = /skinsight-device=[^;]+/.exec(signedIn.headers.get("set-cookie") ?? "")?.[0];
  if (!device) throw new Error("no device cookie was set");
  return device;
}

/** One limit on its own. */
const consumeRateLimit = (key: string, limit: number, windowSeconds: number) =>
  consumeRateLimits([{ key, limit, windowSeconds }]);

/** A moment well inside every window these tests use (a minute, 15 minutes, an hour). */
function midWindow() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-01-01T10:05:05Z"));
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

beforeEach(async () => {
  await db.rateLimitCounter.deleteMany();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the rate limiter", () => {
  it("counts hits in a window and refuses those beyond the limit", async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await consumeRateLimit("test:count", 3, 60));
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, false]);
    expect(outcomes.map((o) => o.remaining)).toEqual([2, 1, 0, 0]);
    const [first, , , refused] = outcomes.map((o) => o.retryAfterSeconds);
    expect(first).toBe(0);
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(60);
  });

  it("keeps separate keys apart", async () => {
    await consumeRateLimit("test:a", 1, 60);
    expect((await consumeRateLimit("test:a", 1, 60)).allowed).toBe(false);
    expect((await consumeRateLimit("test:b", 1, 60)).allowed).toBe(true);
  });

  it("counts every one of many simultaneous hits exactly once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit("test:burst", 5, 60)),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
    const rows = await db.rateLimitCounter.findMany({ where: { key: { startsWith: "test:burst@" } } });
    expect(rows.map((row) => row.count)).toEqual([12]);
  });

  it("starts counting afresh in the next window; the windows that are over are deleted by the sweep", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T10:00:05Z"));
    await consumeRateLimit("test:window", 1, 60);
    expect((await consumeRateLimit("test:window", 1, 60)).retryAfterSeconds).toBe(55);

    vi.setSystemTime(new Date("2030-01-01T10:01:00Z"));
    expect((await consumeRateLimit("test:window", 1, 60)).allowed).toBe(true);
    await deleteExpiredCounters(new Date());
    const rows = await db.rateLimitCounter.findMany({ where: { key: { startsWith: "test:window@" } } });
    expect(rows.map((row) => row.expiresAt.toISOString())).toEqual(["2030-01-01T10:02:00.000Z"]);
  });

  it("counts several limits in order and stops at the first that refuses, leaving the later ones untouched", async () => {
    midWindow();
    const rules = [
      { key: "test:chain-client", limit: 2, windowSeconds: 60 },
      { key: "test:chain-shared", limit: 10, windowSeconds: 3600 },
    ] as const;
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await consumeRateLimits(rules));
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, false, false, false]);
    // Allowed: the least any rule has left; refused: the refusing rule's window (55 s of a minute).
    expect(outcomes.map((o) => o.remaining)).toEqual([1, 0, 0, 0, 0]);
    expect(outcomes.map((o) => o.retryAfterSeconds)).toEqual([0, 0, 55, 55, 55]);
    const counts = async (prefix: string) =>
      (await db.rateLimitCounter.findMany({ where: { key: { startsWith: prefix } } })).map((r) => r.count);
    expect(await counts("test:chain-client@")).toEqual([5]);
    expect(await counts("test:chain-shared@")).toEqual([2]);

    // A later rule that refuses is the answer, with its own window (3295 s of the hour).
    const outcome = await consumeRateLimits([
      { key: "test:chain-open", limit: 100, windowSeconds: 60 },
      { key: "test:chain-full", limit: 0, windowSeconds: 3600 },
    ]);
    expect(outcome).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 3295 });
  });

  it("counts every one of many simultaneous multi-limit hits exactly once", async () => {
    midWindow();
    const rules = [
      { key: "test:multi-a", limit: 100, windowSeconds: 60 },
      { key: "test:multi-b", limit: 100, windowSeconds: 60 },
      { key: "test:multi-c", limit: 4, windowSeconds: 60 },
    ] as const;
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimits(rules)));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(4);
    const rows = await db.rateLimitCounter.findMany({
      where: { key: { startsWith: "test:multi-" } },
      orderBy: { key: "asc" },
    });
    expect(rows.map((row) => row.count)).toEqual([12, 12, 12]);
  });

  it("refuses two limits on one key in one count, before touching any counter", async () => {
    const rule = { key: "test:twice", limit: 5, windowSeconds: 60 };
    await expect(consumeRateLimits([rule, rule])).rejects.toThrow(/repeat/);
    expect(await db.rateLimitCounter.count({ where: { key: { startsWith: "test:twice@" } } })).toBe(0);
  });

  it("enforceRateLimit answers 429 with Retry-After and the caller's detail", async () => {
    await enforceRateLimit("test:enforce", 1, 60, "Slow down");
    const refusal = await enforceRateLimit("test:enforce", 1, 60, "Slow down").catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 429, detail: "Slow down" });
    expect(Number((refusal as HttpError).headers["Retry-After"])).toBeGreaterThan(0);
  });
});

describe("limits on sending codes", () => {
  it("one client asking beyond its limit for one address gets 429 with Retry-After, though every send is a fresh challenge", async () => {
    const ip = freshIp();
    const tokens = new Set<string>();
    for (let i = 0; i < CODE_SENDS_PER_EMAIL_AND_IP.limit; i++) {
      const sent = await requestCode("flooded@example.com", ip);
      expect(sent.status).toBe(200);
      tokens.add(sent.body.token as string);
    }
    expect(tokens.size).toBe(CODE_SENDS_PER_EMAIL_AND_IP.limit);

    const refused = await requestCode("flooded@example.com", ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: TOO_MANY_CODES, code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.emailOutbox.count({ where: { to: "flooded@example.com" } })).toBe(
      CODE_SENDS_PER_EMAIL_AND_IP.limit,
    );
  });

  it("a stranger asking for codes for the owner's address does not stop the owner getting one", async () => {
    for (let i = 0; i < CODE_SENDS_PER_EMAIL_AND_IP.limit; i++) {
      expect((await requestCode("owner@example.com", "203.0.113.66")).status).toBe(200);
    }
    const owner = await requestCode("owner@example.com", freshIp());
    expect(owner.status).toBe(200);
    const signedIn = await tryCode(
      "owner@example.com",
      await latestCode("owner@example.com"),
      owner.body.token as string,
      freshIp(),
    );
    expect(signedIn.status).toBe(200);
  });

  it("a flood of sends over many clients leaves the owner's own browser able to sign in", async () => {
    const email = "besieged@example.com";
    const ownerIp = freshIp();
    const device = await signInOnce(email, ownerIp);
    await db.rateLimitCounter.deleteMany();
    // Strangers use up the address's budget across all clients, one client's share at a time.
    let sent = 0;
    while (sent < CODE_SENDS_PER_EMAIL.limit) {
      const ip = freshIp();
      for (
        let i = 0;
        i < CODE_SENDS_PER_EMAIL_AND_IP.limit && sent < CODE_SENDS_PER_EMAIL.limit;
        i++, sent++
      ) {
        expect((await requestCode(email, ip)).status).toBe(200);
      }
    }
    expect((await requestCode(email, freshIp())).status).toBe(429);

    const fromOwnBrowser = await requestCode(email, ownerIp, device);
    expect(fromOwnBrowser.status).toBe(200);
    const signedIn = await tryCode(
      email,
      await latestCode(email),
      fromOwnBrowser.body.token as string,
      ownerIp,
      device,
    );
    expect(signedIn.status).toBe(200);
    // A device cookie of another account does not help.
    const strangerDevice = await signInOnce("stranger@example.com", freshIp());
    expect((await requestCode(email, freshIp(), strangerDevice)).status).toBe(429);
  });

  it("a client refused on its own budget spends none of the budget the address shares with every client", async () => {
    midWindow();
    const email = "shared-budget@example.com";
    const ip = freshIp();
    for (let i = 0; i < CODE_SENDS_PER_EMAIL_AND_IP.limit + 10; i++) await requestCode(email, ip);
    const shared = await db.rateLimitCounter.findMany({
      where: { key: { startsWith: `code-send:email:${email}@` } },
    });
    expect(shared.map((row) => row.count)).toEqual([CODE_SENDS_PER_EMAIL_AND_IP.limit]);
  });

  it("sending beyond the limit from one IP gives 429 with Retry-After, whatever the addresses", async () => {
    const ip = freshIp();
    for (let i = 0; i < CODE_SENDS_PER_IP.limit; i++) {
      expect((await requestCode(`visitor-${i}@example.com`, ip)).status).toBe(200);
    }
    const refused = await requestCode("one-more@example.com", ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: TOO_MANY_CODES, code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await requestCode("one-more@example.com", freshIp())).status).toBe(200);
  });

  it("a clinic that raises CLIENT_RATE_LIMIT_FACTOR gets that many times the sends from one address", async () => {
    process.env.CLIENT_RATE_LIMIT_FACTOR = "2";
    resetEnv();
    try {
      const ip = freshIp();
      for (let i = 0; i < 2 * CODE_SENDS_PER_IP.limit; i++) {
        expect((await requestCode(`patient-${i}@example.com`, ip)).status).toBe(200);
      }
      expect((await requestCode("patient-extra@example.com", ip)).status).toBe(429);
    } finally {
      delete process.env.CLIENT_RATE_LIMIT_FACTOR;
      resetEnv();
    }
  });

  it("e-mail verification codes share the address's budget with sign-in codes", async () => {
    const ip = freshIp();
    for (let i = 0; i < CODE_SENDS_PER_EMAIL_AND_IP.limit; i++) await requestCode("shared@example.com", ip);
    const refused = await call(sendVerificationCode, "/api/send-verification-code", {
      json: { email: "shared@example.com" },
      ip,
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
  });
});

describe("limits on trying codes", () => {
  it("a stranger's wrong tries never make the owner's correct code fail", async () => {
    const email = "admin-to-be@example.com";
    const owner = await requestCode(email, "192.0.2.10");
    const ownerCode = await latestCode(email);
    // Fifteen wrong tries from strangers, on challenges of their own, spread over three clients.
    for (let c = 0; c < 3; c++) {
      const ip = freshIp();
      const stranger = await requestCode(email, ip);
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
        const answer = await tryCode(email, wrong(ownerCode), stranger.body.token as string, ip);
        expect(answer.status).toBe(400);
      }
    }
    const signedIn = await tryCode(email, ownerCode, owner.body.token as string, "192.0.2.10");
    expect(signedIn.status).toBe(200);
  });

  it("one client trying beyond its limit for one address gets 429", async () => {
    const email = "stubborn@example.com";
    const ip = freshIp();
    let tries = 0;
    while (tries < CODE_ATTEMPTS_PER_EMAIL_AND_IP.limit) {
      const sent = await requestCode(email, freshIp());
      const code = await latestCode(email);
      for (let i = 0; i < MAX_CODE_ATTEMPTS && tries < CODE_ATTEMPTS_PER_EMAIL_AND_IP.limit; i++, tries++) {
        expect((await tryCode(email, wrong(code), sent.body.token as string, ip)).status).toBe(400);
      }
    }
    const sent = await requestCode(email, freshIp());
    const refused = await tryCode(email, await latestCode(email), sent.body.token as string, ip);
    expect(refused).toMatchObject({ status: 429, body: { detail: TOO_MANY_ATTEMPTS } });
    // The refused right code took no try and did not use the challenge up: from another client it signs in.
    const challenge = await db.loginChallenge.findUnique({
      where: { tokenHash: secretTokenHash(sent.body.token as string) },
    });
    expect(challenge).toMatchObject({ attempts: 0, consumedAt: null });
    const signedIn = await tryCode(email, await latestCode(email), sent.body.token as string, freshIp());
    expect(signedIn.status).toBe(200);
  });

  it("a try is counted against the limits and taken in one statement", async () => {
    const email = "one-statement@example.com";
    const sent = await requestCode(email, freshIp());
    const code = await latestCode(email);
    const { texts } = await statementsOf(() =>
      tryCode(email, wrong(code), sent.body.token as string, freshIp()),
    );
    const touching = texts.filter((text) => /login_challenges|rate_limit_counters/.test(text));
    // The challenge's read, then one statement that counts the try and takes it.
    expect(touching).toHaveLength(2);
    expect(touching[1]).toMatch(/INSERT INTO rate_limit_counters[\s\S]*UPDATE login_challenges/);
    const challenge = await db.loginChallenge.findUnique({
      where: { tokenHash: secretTokenHash(sent.body.token as string) },
    });
    expect(challenge).toMatchObject({ attempts: 1, consumedAt: null });
  });

  it("many fresh challenges from many clients cannot multiply guesses at one address", async () => {
    const email = "target@example.com";
    const challenges = Math.ceil(CODE_ATTEMPTS_PER_EMAIL.limit / MAX_CODE_ATTEMPTS);
    for (let c = 0; c < challenges; c++) {
      const sent = await requestCode(email, freshIp());
      const code = await latestCode(email);
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
        const answer = await tryCode(email, wrong(code), sent.body.token as string, freshIp());
        expect(answer.body).toEqual({ detail: WRONG_CODE, code: "code_wrong" });
      }
    }

    const fresh = await requestCode(email, freshIp());
    const refused = await tryCode(email, await latestCode(email), fresh.body.token as string, freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: TOO_MANY_ATTEMPTS, code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.user.count({ where: { email } })).toBe(0);
    // Refused by the last limit counted: the try was not taken either.
    const challenge = await db.loginChallenge.findUnique({
      where: { tokenHash: secretTokenHash(fresh.body.token as string) },
    });
    expect(challenge).toMatchObject({ attempts: 0, consumedAt: null });
  });

  it("one IP cannot spread guesses over many addresses", async () => {
    const ip = freshIp();
    let attempts = 0;
    for (let n = 0; attempts < CODE_ATTEMPTS_PER_IP.limit; n++) {
      const email = `spread-${n}@example.com`;
      const sent = await requestCode(email, freshIp());
      const code = await latestCode(email);
      for (let i = 0; i < MAX_CODE_ATTEMPTS && attempts < CODE_ATTEMPTS_PER_IP.limit; i++, attempts++) {
        expect((await tryCode(email, wrong(code), sent.body.token as string, ip)).status).toBe(400);
      }
    }

    const sent = await requestCode("spread-last@example.com", freshIp());
    const refused = await tryCode(
      "spread-last@example.com",
      await latestCode("spread-last@example.com"),
      sent.body.token as string,
      ip,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: TOO_MANY_ATTEMPTS, code: "rate_limited" });
    expect(await db.user.count({ where: { email: "spread-last@example.com" } })).toBe(0);
  });
});

describe("sign-in's leftovers", () => {
  it("the retention sweep deletes counters of windows that are over, expired challenges, stale devices and expired sessions, nothing current", async () => {
    const email = "leftovers@example.com";
    expect((await requestCode(email, freshIp())).status).toBe(200);
    const owner = await db.user.create({ data: { email: "device-owner@example.com", emailVerified: true } });
    const yearAndADay = (DEVICE_COOKIE_MAX_AGE_SECONDS + 86_400) * 1000;
    const [stale, recent] = await Promise.all(
      [yearAndADay, 0].map((age) =>
        db.knownDevice.create({
          data: { tokenHash: randomUUID(), userId: owner.id, lastUsedAt: new Date(Date.now() - age) },
        }),
      ),
    );
    const [expiredSession, liveSession] = await Promise.all(
      [-60_000, 3600_000].map((fromNow) =>
        db.session.create({
          data: { userId: owner.id, role: "user", expiresAt: new Date(Date.now() + fromNow) },
        }),
      ),
    );
    const counters = await db.rateLimitCounter.findMany({ where: { key: { contains: email } } });
    expect(counters.length).toBeGreaterThan(0);
    const challenge = await db.loginChallenge.findFirstOrThrow({ where: { email } });

    // Now: nothing is over yet, so nothing goes.
    await runRetentionSweep();
    expect(await db.rateLimitCounter.count({ where: { key: { contains: email } } })).toBe(counters.length);
    expect(await db.loginChallenge.count({ where: { id: challenge.id } })).toBe(1);
    // A device unused for over a year no longer counts, and goes; one used today stays.
    expect(await db.knownDevice.count({ where: { tokenHash: stale!.tokenHash } })).toBe(0);
    expect(await db.knownDevice.count({ where: { tokenHash: recent!.tokenHash } })).toBe(1);
    // A session past its expiry signs nobody in, and goes; a live one stays.
    expect(await db.session.count({ where: { id: expiredSession!.id } })).toBe(0);
    expect(await db.session.count({ where: { id: liveSession!.id } })).toBe(1);

    // Two hours on: every window of a code send and the challenge are over.
    const later = new Date(Date.now() + 2 * 3600_000);
    const swept = await runRetentionSweep(later);
    expect(swept.counters).toBeGreaterThanOrEqual(counters.length);
    expect(swept.challenges).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimitCounter.count({ where: { key: { contains: email } } })).toBe(0);
    expect(await db.loginChallenge.count({ where: { id: challenge.id } })).toBe(0);
  });
});
