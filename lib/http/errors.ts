/** An error that becomes `{"detail": message}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = "Not authenticated") =>
  new HttpError(401, detail, { "WWW-Authenticate": "Bearer" });
export const forbidden = (detail = "Forbidden") => new HttpError(403, detail);
export const notFound = (detail = "Not found") => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (detail: string) => new HttpError(422, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
