import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { carriesAccessToken } from "@/lib/auth/tokens";
import { photoImageAnswer } from "./image";
import { authorizePhoto } from "./index";
import { photoAnswer, type PhotoAnswer } from "./serialize";
import { PHOTO_IMAGE_WIDTHS, type PhotoImageWidth } from "./urls";

// A photo open to anyone is the same answer for every anonymous caller, as JSON
// (GET /api/photos/{id}) or as an image (GET /api/photos/{id}/image?w=…), and the gallery and the
// home page ask for many. The server hooks (lib/http/server-hooks.ts) answer such a request before
// Next routes it, with the routes' own access check and answers (authorizePhoto, photoAnswer,
// photoImageAnswer): Next's route path cost the photo's JSON a quarter of its answers a second and
// doubled its slowest ones (docs/BENCHMARKS.md). Anything else (a credential, good or bad, a share
// token or any other query, a method but GET, a photo not open to anyone, a read that fails) goes
// to the route, which decides it as always.

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PHOTO_PATH = new RegExp(`^/api/photos/(${UUID})(?:(/image)(?:\\?w=(${PHOTO_IMAGE_WIDTHS.join("|")}))?)?$`, "i");

/** A photo request whose answer does not depend on who asks: JSON, or the image at a width or in full. */
export type AnonymousPhotoRequest = { id: string; image: false } | { id: string; image: true; width?: PhotoImageWidth };

/** The request as an AnonymousPhotoRequest: a plain GET, no query but an image's width, no credentials; else null. */
export function anonymousPhotoRequest(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): AnonymousPhotoRequest | null {
  if (method !== "GET" || !url) return null;
  const match = PHOTO_PATH.exec(url);
  if (!match || carriesAccessToken({ authorization: headers.authorization, cookie: headers.cookie })) return null;
  const [, id, image, width] = match;
  if (!image) return { id: id!, image: false };
  return width ? { id: id!, image: true, width: Number(width) as PhotoImageWidth } : { id: id!, image: true };
}

/** The answer every anonymous caller gets, or null when the route must decide (not public, gone, or a failed read). */
export async function publicPhotoAnswer(
  request: AnonymousPhotoRequest,
  ifNoneMatch: string | null,
): Promise<PhotoAnswer | null> {
  try {
    const photo = await authorizePhoto(request.id, null, undefined);
    if (photo.access !== "public") return null;
    return request.image
      ? await photoImageAnswer(photo, request.width, ifNoneMatch)
      : await photoAnswer(photo, ifNoneMatch);
  } catch {
    return null;
  }
}

/** The server hooks' early answerer for photos open to anyone (lib/http/server-hooks.ts). */
export function answerPublicPhoto(req: IncomingMessage): Promise<PhotoAnswer | null> | null {
  const request = anonymousPhotoRequest(req.method, req.url, req.headers);
  if (!request) return null;
  const ifNoneMatch = req.headers["if-none-match"];
  return publicPhotoAnswer(request, typeof ifNoneMatch === "string" ? ifNoneMatch : null);
}
