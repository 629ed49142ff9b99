import { describe, expect, it } from "vitest";
import { isTransientFailure } from "@/lib/email/failures";
import { RETRY_DELAYS_SECONDS, nextAttemptAt } from "@/lib/email/retry-schedule";

describe("which e-mail failures the outbox retries", () => {
  it("an unreachable provider, a timeout, a 5xx or a 429 is retried", () => {
    for (const statusCode of [undefined, null, 500, 502, 503, 504, 429]) {
      expect(isTransientFailure({ statusCode, message: "x" }), String(statusCode)).toBe(true);
    }
  });

  it("a bad address, a bad key or any other 4xx is not", () => {
    for (const statusCode of [400, 401, 403, 404, 409, 422]) {
      expect(isTransientFailure({ statusCode, message: "x" }), String(statusCode)).toBe(false);
    }
  });

  it("retries come after 5 s, 15 s, 30 s, 60 s, 2 min, then every 5 min", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const delays = [1, 2, 3, 4, 5, 6, 7, 20].map(
      (n) => (nextAttemptAt(n, now).getTime() - now.getTime()) / 1000,
    );
    expect(delays).toEqual([...RETRY_DELAYS_SECONDS, 300, 300]);
    expect(RETRY_DELAYS_SECONDS).toEqual([5, 15, 30, 60, 120, 300]);
  });
});
