import { HttpError } from "@/lib/errors/http-error";

// JSON request bodies: declared as JSON, and read with a byte counter that stops
// at the cap, so an oversized body is refused after 1 MB, not after all of it is
// held in memory. Multipart uploads read their own bodies with their own limits.

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const JSON_BODY_TOO_LARGE_DETAIL = "Request body is too large: JSON bodies are limited to 1 MB";
export const JSON_CONTENT_TYPE_DETAIL = "Request body must be sent as Content-Type: application/json";
export const MALFORMED_JSON_DETAIL = "Request body must be valid JSON";

const tooLarge = () => new HttpError(413, JSON_BODY_TOO_LARGE_DETAIL);
const unsupportedType = () => new HttpError(415, JSON_CONTENT_TYPE_DETAIL);

/** application/json, with or without parameters such as charset. */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(";", 1)[0]?.trim().toLowerCase() === "application/json";
}

/** The body's bytes, refusing with 413 as soon as more than `limit` have arrived. */
export async function readCapped(req: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The parsed JSON body; `{}` when there is none. 415 for a body of another (or
 * no) declared type, so a cross-site form cannot post JSON as text/plain; 413
 * past the cap; 400 when it does not parse.
 */
export async function readJsonBody(req: Request): Promise<unknown> {
  const type = req.headers.get("content-type");
  if (type !== null && !isJsonContentType(type)) throw unsupportedType();
  const text = new TextDecoder().decode(await readCapped(req));
  if (text.trim() === "") return {};
  if (type === null) throw unsupportedType();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, MALFORMED_JSON_DETAIL);
  }
}
