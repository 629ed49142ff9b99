// The browser's one way to call the API. Pages are signed in by the httpOnly
// session cookie (docs/identity.md), so requests go same-origin with cookies
// and never carry a token of their own.

/** A refused or failed call: the HTTP status and the server's `detail`, when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;

  constructor(status: number, detail: string | null) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
  }
}

/** The server's detail when there is one, else the screen's own message (spec: "server detail, else ..."). */
export function detailOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Sends JSON (or a FormData as multipart, for uploads), reads JSON, and throws an ApiError
 * carrying `detail` on any non-2xx answer.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const url = options.query ? `${path}?${new URLSearchParams(options.query).toString()}` : path;
  const headers: Record<string, string> = { Accept: "application/json" };
  const multipart = options.body instanceof FormData;
  // The browser writes a multipart body's Content-Type itself, boundary included.
  if (method !== "GET" && !multipart) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: "same-origin",
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    // Offline or the server unreachable: no status, no detail, the screen's fallback text applies.
    throw new ApiError(0, null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const detail =
      data && typeof data === "object" && "detail" in data && typeof data.detail === "string"
        ? data.detail
        : null;
    throw new ApiError(response.status, detail);
  }
  return data as T;
}
