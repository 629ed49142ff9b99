import { describe, expect, it } from "vitest";
import { missingProductionSecrets, parseEnv } from "@/lib/config/env";
import { environmentFlags } from "@/lib/config/environment";

describe("environment configuration", () => {
  it("defaults to development on the embedded database at port 3000", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("development");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(missingProductionSecrets(env)).toEqual([]);
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
    [
      "development",
      { is_development: true, is_testing: false, is_production: false, dev_endpoints_available: true },
    ],
    [
      "testing",
      { is_development: false, is_testing: true, is_production: false, dev_endpoints_available: true },
    ],
    [
      "production",
      { is_development: false, is_testing: false, is_production: true, dev_endpoints_available: false },
    ],
  ] as const)("environment flags for %s", (mode, flags) => {
    expect(environmentFlags(mode)).toEqual({ environment_mode: mode, ...flags });
  });
});
