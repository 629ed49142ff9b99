import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { carriesAccessToken } from "@/lib/auth/tokens";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { HttpError } from "@/lib/http/errors";
import type { EarlyAnswer } from "@/lib/http/server-hooks";
import { logger, requestLogger, type Logger } from "@/lib/log";
import { photoImageAnswer } from "./image";
import { authorizePhoto } from "./index";
import { photoAnswer } from "./serialize";
import { PHOTO_IMAGE_WIDTHS, type PhotoImageWidth } from "./urls";

// A photo open to anyone is the same answer for every anonymous caller, as JSON
// (GET /api/photos/{id}) or as an image (GET /api/photos/{id}/image?w=…), and the gallery and the
// home page ask for many. The server hooks (lib/http/server-hooks.ts) answer such a request before
// Next routes it, with the routes' own access check and answers (authorizePhoto, photoAnswer,
// photoImageAnswer): Next's route path cost the photo's JSON a quarter of its answers a second and
// doubled its slowest ones (docs/BENCHMARKS.md). Anything else (a credential, good or bad, a share
// token or any other query, a method but GET, a photo not open to anyone) goes to the route, which
// decides it as always. The database being unreachable gets the route's 503 here, rather than a
// second wait for a connection there.

// Next's routes match the path case-sensitively; the id's hex digits may come in either case.
const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const PHOTO_PATH = new RegExp(
  `^/api/photos/(${UUID})(?:(/image)(?:\\?w=(${PHOTO_IMAGE_WIDTHS.join("|")}))?)?$`,
);

/** The route wrapper's answer when the database cannot be reached (lib/http/route.ts). */
function unavailableAnswer(): EarlyAnswer {
  return {
    status: 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store", "Retry-After": "5" },
    body: Buffer.from(JSON.stringify({ detail: DATABASE_UNAVAILABLE })),
  };
}

/** A photo request whose answer does not depend on who asks: JSON, or the image at a width or in full. */
export type AnonymousPhotoRequest =
  { id: string; image: false } | { id: string; image: true; width?: PhotoImageWidth };

/** The request as an AnonymousPhotoRequest: a plain GET, no query but an image's width, no credentials; else null. */
export function anonymousPhotoRequest(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): AnonymousPhotoRequest | null {
  if (method !== "GET" || !url) return null;
  const match = PHOTO_PATH.exec(url);
  if (!match || carriesAccessToken({ authorization: headers.authorization, cookie: headers.cookie }))
    return null;
  const [, id, image, width] = match;
  if (!image) return { id: id!, image: false };
  return width ? { id: id!, image: true, width: Number(width) as PhotoImageWidth } : { id: id!, image: true };
}

/**
 * The answer every anonymous caller gets, a 503 while the database cannot be reached, or null when
 * the route must decide (not open to anyone, not found, or an error the route will report).
 */
export async function publicPhotoAnswer(
  request: AnonymousPhotoRequest,
  ifNoneMatch: string | null,
  log: Logger = logger,
): Promise<EarlyAnswer | null> {
  try {
    const photo = await authorizePhoto(request.id, null, undefined);
    if (photo.access !== "public") return null;
    return request.image
      ? await photoImageAnswer(photo, request.width, ifNoneMatch)
      : await photoAnswer(photo, ifNoneMatch);
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, "service unavailable");
      return unavailableAnswer();
    }
    if (!(error instanceof HttpError))
      log.error({ err: error }, "public photo answer failed; left to the route");
    return null;
  }
}

/** The server hooks' early answerer for photos open to anyone (lib/http/server-hooks.ts). */
export function answerPublicPhoto(req: IncomingMessage): Promise<EarlyAnswer | null> | null {
  const request = anonymousPhotoRequest(req.method, req.url, req.headers);
  if (!request) return null;
  const ifNoneMatch = req.headers["if-none-match"];
  const log = requestLogger(String(req.headers["x-request-id"]));
  return publicPhotoAnswer(request, typeof ifNoneMatch === "string" ? ifNoneMatch : null, log);
}
