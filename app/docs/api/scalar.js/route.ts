import { scalarBundle } from "@/lib/openapi/reference";

// Scalar's browser bundle for /docs/api (lib/openapi/reference.ts); its URL carries the version,
// so it is kept for good (next.config.ts leaves it out of the pages' no-store).
export async function GET() {
  return new Response(new Uint8Array(await scalarBundle()), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
