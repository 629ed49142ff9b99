import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { byteCache } from "@/lib/storage/byte-cache";
import { photoBytes, type AuthorizedPhoto } from "./index";

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

/** Whether the caller's If-None-Match names this ETag (weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

type PhotoJson = { body: Buffer; etag: string };

/**
 * The answer's body and ETag by blob id: base64 and hashing a phone photo cost more than the
 * rest of the request. A blob never changes under its id, and access is checked before this is
 * asked; a deleted blob's entry goes with it (forgetEverywhere).
 */
const photoJson = byteCache<PhotoJson>("photo-json", {
  maxBytes: 48 * 1024 * 1024,
  maxEntryBytes: 6 * 1024 * 1024,
  sizeOf: (entry) => entry.body.byteLength,
});

async function photoJsonOf(photo: Pick<AuthorizedPhoto, "blobId">): Promise<PhotoJson> {
  const cached = photoJson.get(photo.blobId);
  if (cached) return cached;
  const jpeg = await photoBytes(photo);
  const entry = {
    body: Buffer.from(JSON.stringify({ base64_data: jpeg.toString("base64") })),
    etag: photoEtag(jpeg),
  };
  photoJson.set(photo.blobId, entry);
  return entry;
}

/** An answer to GET /api/photos/{id} or its image, whichever way it is sent: a 200 with its body or a 304 without. */
export type PhotoAnswer = { status: 200 | 304; headers: Record<string, string>; body: Buffer | null };

/**
 * {base64_data} of the JPEG of a photo the viewer may see (authorizePhoto), with the cache policy its
 * access allows; a public photo the caller already holds (If-None-Match) is 304.
 */
export async function photoAnswer(photo: AuthorizedPhoto, ifNoneMatch: string | null): Promise<PhotoAnswer> {
  const { body, etag } = await photoJsonOf(photo);
  const headers: Record<string, string> = { "Cache-Control": PHOTO_CACHE_CONTROL[photo.access] };
  if (photo.access === "public") {
    headers.ETag = etag;
    if (matchesEtag(ifNoneMatch, etag)) return { status: 304, headers, body: null };
  }
  return { status: 200, headers: { ...headers, "Content-Type": "application/json" }, body };
}

/**
 * The kept bytes as a body, handed over as they are: `new Response(bytes)` would copy them
 * (undici's extractBody), which for a photo is most of the request's cost. Kept bytes are never
 * written to afterwards.
 */
function bytesBody(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/** A photo answer as a route handler returns it. */
export function answerAsResponse(answer: PhotoAnswer): Response {
  if (!answer.body) return new NextResponse(null, { status: answer.status, headers: answer.headers });
  return new NextResponse(bytesBody(answer.body), { status: 200, headers: answer.headers });
}

/** GET /api/photos/{id} through the route handler. */
export async function photoResponse(photo: AuthorizedPhoto, req: Request): Promise<Response> {
  return answerAsResponse(await photoAnswer(photo, req.headers.get("if-none-match")));
}
