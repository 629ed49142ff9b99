import { describe, expect, it } from "vitest";
import { runLoad } from "../../bench/load";

// A short run of the load and soak workload (bench/load.ts): every operation of the mixed
// workload answers 200 under concurrency. Latency and memory need the full run
// (`npm run test:stress`): 20 seconds on a shared CI machine say nothing about them.

describe("the mixed workload, briefly", () => {
  it("twenty users browsing, signing in, uploading, analysing and listing get no error", async () => {
    const result = await runLoad({
      vus: 20,
      durationS: 20,
      thinkMs: 500,
      rampS: 2,
      modelDelayMs: 300,
      port: 3840,
    });
    expect(result.unexpected).toEqual([]);
    expect(result.server_errors).toBe(0);
    expect(result.connection_errors).toBe(0);
    // Where the machine's CPU went: the server and the users are part of the machine's busy cores.
    expect(result.server_cores_busy).toBeGreaterThan(0);
    expect(result.generator_cores_busy).toBeGreaterThan(0);
    expect(result.machine_cores_busy).toBeGreaterThanOrEqual(
      Math.max(result.server_cores_busy, result.generator_cores_busy) * 0.9,
    );
    expect(result.machine_cores_busy).toBeLessThanOrEqual(result.machine.cpus);
    // Every operation of the workload ran.
    expect(result.operations.map((o) => o.op).sort()).toEqual(
      [
        "GET /api/admin/reports",
        "GET /api/admin/users",
        "GET /api/reports/public",
        "POST /api/analysis/summary",
        "POST /api/photos/upload",
        "page /",
        "page /gallery",
        "page /reports/{id}",
        "sign-in: read code (dev outbox)",
        "sign-in: send code",
        "sign-in: verify code",
      ].sort(),
    );
  });
});
