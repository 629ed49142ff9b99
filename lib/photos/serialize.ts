import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import type { ViewablePhoto } from "./index";

// A public photo may stop being public at any time (its report turns private,
// its owner deletes the account), so caches keep it only briefly and must ask
// again before reusing it; the ETag makes asking cheap. Anything shown through
// ownership, role or share token must not be stored anywhere on the way.
export const PHOTO_CACHE_CONTROL = {
  public: "public, max-age=60, must-revalidate",
  private: "private, no-store",
} as const;

/** A strong validator of the photo's bytes. */
export function photoEtag(jpeg: Buffer): string {
  return `"${createHash("sha256").update(jpeg).digest("base64url").slice(0, 32)}"`;
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * GET /api/photos/{id}: {base64_data} of the JPEG, with the cache policy its
 * access allows; a public photo the caller already holds (If-None-Match) is 304.
 */
export function photoResponse(photo: ViewablePhoto, req: Request): Response {
  const cacheControl = PHOTO_CACHE_CONTROL[photo.access];
  if (photo.access !== "public") {
    return NextResponse.json(
      { base64_data: photo.jpeg.toString("base64") },
      { headers: { "Cache-Control": cacheControl } },
    );
  }
  const etag = photoEtag(photo.jpeg);
  const headers = { "Cache-Control": cacheControl, ETag: etag };
  if (matchesEtag(req.headers.get("if-none-match"), etag)) {
    return new NextResponse(null, { status: 304, headers });
  }
  return NextResponse.json({ base64_data: photo.jpeg.toString("base64") }, { headers });
}
