import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as configureResend } from "@/app/api/admin/configure-resend/route";
import { GET as health } from "@/app/api/health/route";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { currentEmailDelivery, EMAIL_NOT_CONFIGURED_WARNING } from "@/lib/email/provider-status";
import { startServer } from "@/lib/startup";
import { signedInAdmin } from "../support/factories";
import { call } from "../support/http";

// Production without an e-mail provider keeps every mail in the outbox, where nobody reads it: the
// server warns at start, GET /api/health says so (still 200: only the database decides the
// status), and the console shows a banner, whose data source is currentEmailDelivery(), until a
// Resend key is set in the environment or saved in the console. Development and tests deliver
// into the outbox on purpose, so there it is no warning.

const VARIABLES = ["APP_ENV", "APP_URL", "ENCRYPTION_KEY", "RESEND_API_KEY", "MIGRATE_ON_START"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

function configure(values: Partial<Record<(typeof VARIABLES)[number], string>>) {
  for (const name of VARIABLES) {
    const value = name in values ? values[name] : saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
}

const PRODUCTION = {
  APP_ENV: "production",
  APP_URL: "https://skinsight.example",
  ENCRYPTION_KEY: "integration-test-encryption-key",
};

let adminToken: string;

beforeAll(async () => {
  ({ token: adminToken } = await signedInAdmin());
});

afterEach(async () => {
  configure({});
  await db.integrationSecret.deleteMany();
  vi.restoreAllMocks();
});

const healthAnswer = () => call(health, "/api/health");

describe("e-mail delivery outside production", () => {
  it.each(["testing", "development"])(
    "under APP_ENV=%s without a key, mail goes to the outbox as expected: health 200 with email 'outbox', no banner",
    async (mode) => {
      configure({ APP_ENV: mode });
      const { status, body } = await healthAnswer();
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: "ok", database: "ok", email: "outbox" });
      expect(await currentEmailDelivery()).toBe("outbox");
    },
  );
});

describe("production without an e-mail provider", () => {
  it("health stays 200 and reports email as not configured; the console's banner shows", async () => {
    configure(PRODUCTION);
    const { status, body } = await healthAnswer();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", database: "ok", email: "not_configured" });
    expect(await currentEmailDelivery()).toBe("not_configured");
  });

  it("a Resend key saved in the console ends the banner and the health field at once, without a restart", async () => {
    configure(PRODUCTION);
    expect(await currentEmailDelivery()).toBe("not_configured");
    const saved = await call(configureResend, "/api/admin/configure-resend", {
      json: { api_key: "re_console_saved_key" },
      bearer: adminToken,
    });
    expect(saved.status).toBe(200);
    expect(await currentEmailDelivery()).toBe("configured");
    expect((await healthAnswer()).body).toMatchObject({ status: "ok", email: "configured" });

    // Removed again (the console has no remove button for it; the table is the source), the banner is back.
    await db.integrationSecret.deleteMany({ where: { service: "resend" } });
    expect(await currentEmailDelivery()).toBe("not_configured");
  });

  it("RESEND_API_KEY in the environment counts as configured", async () => {
    configure({ ...PRODUCTION, RESEND_API_KEY: "re_from_the_environment" });
    expect(await currentEmailDelivery()).toBe("configured");
    expect((await healthAnswer()).body).toMatchObject({ status: "ok", email: "configured" });
  });

  it("the server warns at start, once the database is open, and not once a key is set", async () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`start-up failed with ${code}: ${printed.mock.calls.flat().join(" ")}`);
    });
    const warned = () =>
      printed.mock.calls.some(([text]) => String(text).includes(EMAIL_NOT_CONFIGURED_WARNING));

    configure({ ...PRODUCTION, MIGRATE_ON_START: "false" });
    await startServer();
    expect(warned()).toBe(true);

    printed.mockClear();
    configure({ ...PRODUCTION, MIGRATE_ON_START: "false", RESEND_API_KEY: "re_from_the_environment" });
    await startServer();
    expect(warned()).toBe(false);

    printed.mockClear();
    configure({ APP_ENV: "testing", MIGRATE_ON_START: "false" });
    await startServer();
    expect(warned()).toBe(false);
  });
});
