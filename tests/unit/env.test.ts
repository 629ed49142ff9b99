import { describe, expect, it } from "vitest";
import { missingProductionSecrets, parseEnv, storageConfigProblem } from "@/lib/config/env";
import {
  appUrlIsLocal,
  environmentFlags,
  isLoopbackAddress,
  publicDevelopmentWarning,
} from "@/lib/config/environment";

describe("environment configuration", () => {
  it("defaults to development on the embedded database at port 3000", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("development");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.APP_ENV_IS_DEFAULT).toBe(true);
    expect(parseEnv({ APP_ENV: "development" }).APP_ENV_IS_DEFAULT).toBe(false);
    expect(missingProductionSecrets(env)).toEqual([]);
  });

  it("keeps 10 database connections unless DATABASE_POOL_SIZE says otherwise, and refuses fewer than two or a size that is not a number", () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "many" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("refuses an unknown APP_ENV with a clear message", () => {
    expect(() => parseEnv({ APP_ENV: "staging" })).toThrow(/APP_ENV/);
  });

  it("lists the secrets production cannot start without", () => {
    expect(missingProductionSecrets(parseEnv({ APP_ENV: "production" }))).toEqual([
      "NEXTAUTH_SECRET",
      "ENCRYPTION_KEY",
      "APP_URL",
    ]);
    const complete = parseEnv({
      APP_ENV: "production",
      NEXTAUTH_SECRET: "s",
      ENCRYPTION_KEY: "k",
      APP_URL: "https://skin.example",
    });
    expect(missingProductionSecrets(complete)).toEqual([]);
  });

  it("parses the administrator list case-insensitively", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Boss@Example.com, ,ops@example.com" }).ADMIN_EMAILS).toEqual([
      "boss@example.com",
      "ops@example.com",
    ]);
  });

  it.each([
    ["development", { is_development: true, is_testing: false, is_production: false }],
    ["testing", { is_development: false, is_testing: true, is_production: false }],
    ["production", { is_development: false, is_testing: false, is_production: true }],
  ] as const)("environment flags for %s set explicitly", (mode, flags) => {
    const env = parseEnv({ APP_ENV: mode });
    expect(environmentFlags("203.0.113.9", env)).toEqual({
      environment_mode: mode,
      ...flags,
      dev_endpoints_available: mode !== "production",
    });
  });

  it.each([
    { case: "unset, a local client, the default APP_URL", source: {}, ip: "127.0.0.1", open: true },
    { case: "unset, IPv6 loopback", source: {}, ip: "::1", open: true },
    { case: "unset, a remote client", source: {}, ip: "203.0.113.9", open: false },
    { case: "unset, an unknown client", source: {}, ip: "unknown", open: false },
    {
      case: "unset, a local client but a public APP_URL",
      source: { APP_URL: "https://skin.example" },
      ip: "127.0.0.1",
      open: false,
    },
    {
      case: "development, a remote client",
      source: { APP_ENV: "development" },
      ip: "203.0.113.9",
      open: true,
    },
    { case: "production, a local client", source: { APP_ENV: "production" }, ip: "127.0.0.1", open: false },
  ])("development endpoints with APP_ENV $case: $open", ({ source, ip, open }) => {
    expect(environmentFlags(ip, parseEnv(source)).dev_endpoints_available).toBe(open);
  });

  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["10.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["1127.0.0.1", false],
    ["unknown", false],
  ])("%s is loopback: %s", (ip, loopback) => {
    expect(isLoopbackAddress(ip)).toBe(loopback);
  });

  it("warns at start when a public APP_URL runs in development or testing mode", () => {
    expect(publicDevelopmentWarning(parseEnv({}))).toBeNull();
    expect(publicDevelopmentWarning(parseEnv({ APP_URL: "http://127.0.0.1:4000" }))).toBeNull();
    expect(
      publicDevelopmentWarning(parseEnv({ APP_ENV: "production", APP_URL: "https://a.example" })),
    ).toBeNull();
    expect(publicDevelopmentWarning(parseEnv({ APP_URL: "https://skin.example" }))).toMatch(
      /^WARNING: https:\/\/skin\.example runs in development mode \(APP_ENV is not set\)/,
    );
    expect(
      publicDevelopmentWarning(parseEnv({ APP_ENV: "testing", APP_URL: "http://10.0.0.5:3000" })),
    ).toMatch(/runs in testing mode/);
    expect(appUrlIsLocal(parseEnv({ APP_URL: "http://app.localhost:3000" }))).toBe(true);
  });

  it("keeps bytes in PostgreSQL unless STORAGE=s3, which needs a bucket and both halves of a key", () => {
    expect(parseEnv({})).toMatchObject({
      STORAGE: "postgresql",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: false,
    });
    expect(storageConfigProblem(parseEnv({}))).toBeUndefined();
    expect(storageConfigProblem(parseEnv({ STORAGE: "s3" }))).toBe("STORAGE=s3 needs S3_BUCKET");
    expect(storageConfigProblem(parseEnv({ STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" }))).toBe(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    );
    // No key at all: the SDK's own credentials (an instance role).
    expect(storageConfigProblem(parseEnv({ STORAGE: "s3", S3_BUCKET: "b" }))).toBeUndefined();
    expect(() => parseEnv({ STORAGE: "disk" })).toThrow(/STORAGE/);
  });
});
