import { NextResponse } from "next/server";
import type { ViewablePhoto } from "./index";

// Public photos never change under their id, so browsers and CDNs may keep
// them; anything shown through ownership, role or share token must not be
// stored anywhere on the way.
const CACHE_CONTROL = {
  public: "public, max-age=86400, immutable",
  private: "private, no-store",
} as const;

/** GET /api/photos/{id}: {base64_data} of the JPEG, with the cache policy its access allows. */
export function photoResponse(photo: ViewablePhoto): Response {
  return NextResponse.json(
    { base64_data: photo.jpeg.toString("base64") },
    { headers: { "Cache-Control": CACHE_CONTROL[photo.access] } },
  );
}
