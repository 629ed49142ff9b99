/**
 * A response body that hands over kept bytes as they are: `new Response(uint8Array)` copies its
 * bytes (undici's extractBody), which for a photo is most of the request's cost. The bytes must
 * not be written to afterwards; kept bytes never are. Send a Content-Length with it.
 */
export function bytesBody(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}
