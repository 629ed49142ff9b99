import { afterEach, describe, expect, it, vi } from "vitest";
import { startTracing } from "@/lib/observability/tracing";

// OpenTelemetry only when an OTLP endpoint is configured: otherwise @vercel/otel is never even
// loaded (tests/system/server-errors.test.ts shows the traces arriving from the production build).

const sdk = vi.hoisted(() => ({ loads: 0, registerOTel: vi.fn() }));
vi.mock("@vercel/otel", () => {
  sdk.loads++;
  return { registerOTel: sdk.registerOTel };
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("tracing", () => {
  it.each([
    ["unset", undefined],
    ["blank", "  "],
  ])(
    "with OTEL_EXPORTER_OTLP_ENDPOINT %s nothing is registered and the SDK is not loaded",
    async (_case, endpoint) => {
      vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint);
      expect(await startTracing()).toBe(false);
      expect(sdk.loads).toBe(0);
      expect(sdk.registerOTel).not.toHaveBeenCalled();
    },
  );

  it("with OTEL_EXPORTER_OTLP_ENDPOINT set, @vercel/otel is registered under the service's name", async () => {
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318");
    expect(await startTracing()).toBe(true);
    expect(sdk.loads).toBe(1);
    expect(sdk.registerOTel).toHaveBeenCalledExactlyOnceWith({ serviceName: "skinsight" });
  });
});
