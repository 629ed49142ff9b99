// OpenTelemetry traces (Next's own spans for requests, renders and fetches) sent over OTLP when
// OTEL_EXPORTER_OTLP_ENDPOINT is set. Unset, the SDK is never loaded, so tracing costs nothing.
// @vercel/otel reads the other OTEL_* variables itself (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS,
// OTEL_TRACES_SAMPLER...).

/** Starts tracing when an OTLP endpoint is configured; answers whether it did. */
export async function startTracing(): Promise<boolean> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return false;
  const { registerOTel } = await import("@vercel/otel");
  registerOTel({ serviceName: "skinsight" });
  return true;
}
