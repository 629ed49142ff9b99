import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { GET as verificationCodes } from "@/app/api/dev/verification-codes/route";
import { GET as environment } from "@/app/api/environment/route";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { call } from "../support/http";

// The endpoint that reads anyone's sign-in code must fail closed: a deployment
// that forgets APP_ENV must not serve it to the internet.

const saved = { APP_ENV: process.env.APP_ENV, APP_URL: process.env.APP_URL };

function configure(values: { APP_ENV?: string; APP_URL?: string }) {
  for (const name of ["APP_ENV", "APP_URL"] as const) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
  resetEnv();
}

function readCodes(ip: string) {
  return call(verificationCodes, "/api/dev/verification-codes?email=victim@example.com", {
    ip,
  });
}

async function devEndpointsFlag(ip: string) {
  const { body } = await call(environment, "/api/environment", { ip });
  return body.dev_endpoints_available;
}

beforeEach(async () => {
  await db.rateLimitCounter.deleteMany();
  configure({ APP_ENV: "testing" });
  await call(sendLoginCode, "/api/auth/send-login-code", { json: { email: "victim@example.com" } });
});

afterEach(() => {
  configure(saved);
});

describe("the development code reader", () => {
  it("with APP_ENV unset, a client on another machine cannot read anyone's sign-in code", async () => {
    configure({});
    for (const ip of ["203.0.113.9", "10.0.0.7", "unknown"]) {
      expect(await readCodes(ip)).toMatchObject({ status: 404, body: { detail: "Not found" } });
      expect(await devEndpointsFlag(ip)).toBe(false);
    }
  });

  it("with APP_ENV unset, the first run on this machine still reads its codes (README's first command)", async () => {
    configure({});
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const { status, body } = await readCodes(ip);
      expect(status).toBe(200);
      expect(body.codes).toContainEqual(expect.objectContaining({ email: "victim@example.com" }));
      expect(await devEndpointsFlag(ip)).toBe(true);
    }
  });

  it("with APP_ENV unset and a public APP_URL, not even a local client reads codes (a proxy on the same host)", async () => {
    configure({ APP_URL: "https://skinsight.example" });
    expect((await readCodes("127.0.0.1")).status).toBe(404);
    expect(await devEndpointsFlag("127.0.0.1")).toBe(false);
  });

  it("APP_ENV set to development or testing serves any client, production none", async () => {
    for (const mode of ["development", "testing"]) {
      configure({ APP_ENV: mode, APP_URL: "https://staging.example" });
      expect((await readCodes("203.0.113.9")).status).toBe(200);
    }
    configure({ APP_ENV: "production" });
    expect((await readCodes("127.0.0.1")).status).toBe(404);
  });
});
