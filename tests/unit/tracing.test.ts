import { describe, expect, it, vi } from "vitest";
import { startTracing } from "@/lib/observability/tracing";

// OpenTelemetry only when an OTLP endpoint is configured: otherwise @vercel/otel is never even
// loaded (tests/system/server-errors.test.ts shows the traces arriving from the production build).

const sdk = vi.hoisted(() => ({ loads: 0, registerOTel: vi.fn() }));
vi.mock("@vercel/otel", () => {
  sdk.loads++;
  return { registerOTel: sdk.registerOTel };
});

describe("tracing", () => {
  it.each([
    ["unset", {}],
    ["blank", { OTEL_EXPORTER_OTLP_ENDPOINT: "  " }],
  ])("with OTEL_EXPORTER_OTLP_ENDPOINT %s nothing is registered and the SDK is not loaded", async (_case, environment) => {
    expect(await startTracing(environment)).toBe(false);
    expect(sdk.loads).toBe(0);
    expect(sdk.registerOTel).not.toHaveBeenCalled();
  });

  it("with OTEL_EXPORTER_OTLP_ENDPOINT set, @vercel/otel is registered under the service's name", async () => {
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" })).toBe(true);
    expect(sdk.loads).toBe(1);
    expect(sdk.registerOTel).toHaveBeenCalledExactlyOnceWith({ serviceName: "skinsight" });
  });
});
