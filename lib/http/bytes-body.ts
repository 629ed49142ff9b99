/**
 * The header a route sets to have kept bytes sent with a Content-Length (the server hooks turn it
 * into one, lib/http/server-hooks.ts): Next drops a route's own Content-Length and sends its body
 * chunked, which for a photo cost a third of the answers a second (docs/BENCHMARKS.md).
 */
export const BODY_LENGTH_HEADER = "x-skinsight-body-length";

/**
 * A response body that hands over kept bytes as they are: `new Response(uint8Array)` copies its
 * bytes (undici's extractBody), which for a photo is most of the request's cost. The bytes must
 * not be written to afterwards; kept bytes never are.
 */
function bytesBody(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/** A 200 answer of kept bytes, sent as they are and with their length. */
export function bytesResponse(bytes: Buffer, headers: HeadersInit): Response {
  const withLength = new Headers(headers);
  withLength.set(BODY_LENGTH_HEADER, String(bytes.byteLength));
  return new Response(bytesBody(bytes), { status: 200, headers: withLength });
}
