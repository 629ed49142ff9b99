import type { RefusalCode } from "./refusal-codes";

/**
 * An error that becomes `{"detail": message}` with this status; refusals (402, 403, 409, 429), and
 * the others a person can put right on a page, also carry `code` (lib/errors/refusal-codes.ts), and
 * `extra` adds named fields to the answer.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly code?: RefusalCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** A refusal with the rule that spoke: `refusal(402, "no_credits", NOT_ENOUGH_CREDITS)`. */
export const refusal = (status: number, code: RefusalCode, detail: string, extra?: Record<string, unknown>) =>
  new HttpError(status, detail, {}, code, extra);

export const badRequest = (detail: string, code?: RefusalCode) => new HttpError(400, detail, {}, code);
export const unauthorized = (detail = "Not authenticated") =>
  new HttpError(401, detail, { "WWW-Authenticate": "Bearer" });
export const forbidden = (detail = "Forbidden", code?: RefusalCode) => new HttpError(403, detail, {}, code);
export const notFound = (detail = "Not found", code?: RefusalCode) => new HttpError(404, detail, {}, code);
export const conflict = (detail: string, code?: RefusalCode) => new HttpError(409, detail, {}, code);
export const unprocessable = (detail: string, code?: RefusalCode) => new HttpError(422, detail, {}, code);
export const tooManyRequests = (detail: string, retryAfterSeconds: number, code?: RefusalCode) =>
  new HttpError(
    429,
    detail,
    { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    code ?? "rate_limited",
  );
