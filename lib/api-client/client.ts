import { REFUSAL_CODES, type RefusalCode } from "@/lib/errors/refusal-codes";

// The browser's one way to call the API. Pages are signed in by the httpOnly
// session cookie (docs/identity.md), so requests go same-origin with cookies
// and never carry a token of their own.

/**
 * A refused or failed call: the HTTP status, the server's `detail` and refusal `code` when it sent
 * them (lib/errors/refusal-codes.ts), and the answer's body for refusals that name something.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly code: RefusalCode | null;
  readonly body: Record<string, unknown>;

  constructor(
    status: number,
    detail: string | null,
    code: RefusalCode | null = null,
    body: Record<string, unknown> = {},
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.body = body;
  }
}

/** The ApiError of a refused answer: its status, and the detail, code and body it carries. */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const body = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const detail = typeof body.detail === "string" ? body.detail : null;
  const code =
    typeof body.code === "string" && body.code in REFUSAL_CODES ? (body.code as RefusalCode) : null;
  return new ApiError(status, detail, code, body);
}

/** Whether the call was refused by this rule. */
export function refusedWith(error: unknown, code: RefusalCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
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
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data as T;
}
