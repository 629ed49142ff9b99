import { afterAll, describe, expect, it } from "vitest";
import { POST as confirmSimulatedCheckout } from "@/app/api/checkout/simulated/route";
import { GET as health } from "@/app/api/health/route";
import { GET as publicReports } from "@/app/api/reports/public/route";
import { resetEnv } from "@/lib/config/env";
import { disconnectDatabase } from "@/lib/db";
import { DATABASE_UNAVAILABLE } from "@/lib/db/unavailable";
import { call } from "../support/http";

describe("health with the database down", () => {
  const saved = { url: process.env.DATABASE_URL };

  afterAll(async () => {
    await disconnectDatabase();
    process.env.DATABASE_URL = saved.url;
    resetEnv();
  });

  it("answers 503 with a clear detail when the database is unreachable", async () => {
    await disconnectDatabase();
    // Nothing listens on port 9 of the loopback address.
    process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:9/none?connect_timeout=1";
    resetEnv();
    const started = Date.now();
    const { status, body } = await call(health, "/api/health");
    expect(status).toBe(503);
    expect(body).toEqual({
      status: "error",
      detail: "Database is unreachable",
      checks: {
        database: { status: "down", required: true, detail: "Database is unreachable" },
        // Bytes kept in PostgreSQL go with it; keys saved in the console cannot be read.
        storage: { status: "down", required: false, kind: "postgresql", detail: "Database is unreachable" },
        email: { status: "unknown", required: false },
        ai: { status: "unknown", required: false },
      },
    });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("an API request answers 503 with a detail and Retry-After, not a 500", async () => {
    const { status, body, headers } = await call(publicReports, "/api/reports/public");
    expect(status).toBe(503);
    expect(body).toEqual({ detail: DATABASE_UNAVAILABLE });
    expect(headers.get("retry-after")).toBe("5");
  });

  it("confirming a simulated checkout answers 503 with a detail and Retry-After like every other route", async () => {
    const { status, body, headers } = await call(confirmSimulatedCheckout, "/api/checkout/simulated", {
      json: { session_id: "cs_sim_0123456789abcdef" },
    });
    expect([status, body]).toEqual([503, { detail: DATABASE_UNAVAILABLE }]);
    expect(headers.get("retry-after")).toBe("5");
  });
});
