import fc from "fast-check";
import { expect } from "vitest";

// Generators of hostile input and the property every answer must keep: no 5xx, errors as
// {"detail": string}, and nothing of the server's insides (stack frames, file paths, database
// errors) in the body.

/** An odd value as a query string carries it: strings as they are, anything else as JSON (String() throws on `{ toString: null }`). */
export function asQueryValue(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** Odd values for one field of an otherwise valid body. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u001b[31mred",
    "\u007f",
    "\ud800",
    "x\udc00y",
    "\u202eevil",
    "\ufeff",
    "x".repeat(100_000),
    "12",
    "-1",
    "1e309",
    "NaN",
    "Infinity",
    "null",
    "true",
    "0x10",
    "１２",
    "../../../etc/passwd",
    "%00",
    "<script>alert(1)</script>",
    "'; DROP TABLE users; --",
    "00000000-0000-0000-0000-000000000000",
    "__proto__",
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    2 ** 53 + 1,
    -(2 ** 63),
    1e308,
    null,
    true,
    false,
    [],
    {},
    [[[[[]]]]],
    { $gt: "" },
    { __proto__: { admin: true } },
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A key added to a valid body: unknown, hostile to objects, or holding characters PostgreSQL refuses. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "__proto__",
    "constructor",
    "prototype",
    "role",
    "credits",
    "id",
  ),
);

/** Text that is not JSON, or JSON of an odd kind. */
export const rawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.anything({ maxDepth: 3 }).map((v) => {
    try {
      return JSON.stringify(v) ?? "undefined";
    } catch {
      // BigInt and the like: String() itself throws on objects without a usable toString.
      try {
        return String(v);
      } catch {
        return Object.prototype.toString.call(v);
      }
    }
  }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "{",
    '{"a":',
    "[1,2",
    '{"a":1}garbage',
    "\u0000",
    '{"x":"\\u0000"}',
    '{"x":"\\ud800"}',
    "[".repeat(5000) + "]".repeat(5000),
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"x":1}}}',
    "1e999999",
    '"' + "a".repeat(10_000) + '"',
    "null",
    "true",
  ),
  fc.uint8Array({ maxLength: 200 }),
);

export const contentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "multipart/form-data; boundary=",
  "application/octet-stream",
  "image/svg+xml",
  ";;;",
  "application/json;;;;",
  "x".repeat(4000),
);

/** A header value fetch's Headers accepts (no CR, LF or NUL; Latin-1), possibly long. */
const headerValue = fc.oneof(
  fc.string({ maxLength: 100 }).map((s) => s.replace(/[^\x20-\x7e\t]/g, "")),
  fc.constantFrom("x".repeat(16_000), "", " ", "\t", "\u00ff\u00fe"),
);

export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    authorization: fc.oneof(
      headerValue,
      headerValue.map((v) => `Bearer ${v}`),
      fc.constantFrom("Bearer", "Bearer ", "Basic Og==", "Bearer a.b.c", "Bearer eyJhbGciOiJub25lIn0.e30."),
    ),
    cookie: fc.oneof(
      headerValue,
      headerValue.map((v) => `next-auth.session-token=${v}`),
      fc.constantFrom("next-auth.session-token=", "=;=;=", "a=%ZZ"),
    ),
    origin: fc.oneof(
      headerValue,
      fc.constantFrom("null", "http://localhost:3000", "https://attacker.example"),
    ),
    "sec-fetch-site": fc.oneof(headerValue, fc.constantFrom("same-origin", "cross-site", "none")),
    "x-request-id": headerValue,
    "x-forwarded-for": fc.oneof(headerValue, fc.constantFrom("1.2.3.4, 5.6.7.8", "::1", "garbage")),
    "accept-language": headerValue,
    "if-none-match": headerValue,
    "if-modified-since": headerValue,
    range: fc.oneof(headerValue, fc.constantFrom("bytes=0-", "bytes=-1", "bytes=99999999999-")),
    "user-agent": headerValue,
  },
  { requiredKeys: [] },
);

/** A query string: random keys and values, some percent-encoded badly. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom("page", "page_size", "search", "token", "code", "email", "sort_by", "days", "id"),
      ),
      fc.oneof(fc.string({ unit: "grapheme", maxLength: 30 }), oddValue.map(asQueryValue)),
      { maxKeys: 5 },
    )
    .map((d) => new URLSearchParams(d).toString()),
  fc.constantFrom(
    "%",
    "%zz",
    "a=%ff%fe",
    "a=%00",
    "a=%ud800",
    "page=-1&page=2",
    "&&&==&",
    "a[b]=c",
    "x=" + "y".repeat(8000),
  ),
);

/** A path segment: random text, an id of another kind, or a traversal. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.uuid(),
  fc.constantFrom(
    "",
    "..",
    "../../etc/passwd",
    "%00",
    "\u0000",
    "null",
    "0",
    "-1",
    "x".repeat(5000),
    "\ud800",
  ),
);

export type Answer = { status: number; body: unknown; text: string; headers: Headers };

const INTERNALS = [
  /\n\s+at .+\(.+:\d+:\d+\)/, // a stack frame
  /\/(?:work|home|app|srv|usr)\/[\w./-]+\.(?:ts|js|mjs)/, // a file of ours
  /node_modules/,
  /Invalid `[\w.]*prisma/i, // Prisma's error text
  /PrismaClient\w*Error/,
  /\bP[12]\d{3}\b.*prisma/i,
  /duplicate key value|violates .* constraint|invalid input syntax for type|invalid byte sequence|unsupported Unicode escape/i,
  /TypeError:|ReferenceError:|SyntaxError:|RangeError:/,
];

/** What `answer` says about the server's insides, if anything. */
export function leaks(text: string): string | undefined {
  return INTERNALS.find((pattern) => pattern.test(text))?.source;
}

/** The property of every answer to hostile input. */
export function expectSafeAnswer(answer: Answer, what: string): void {
  const context = `${what} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeLessThan(500);
  expect(leaks(answer.text), context).toBeUndefined();
  if (answer.status >= 400) {
    expect(answer.headers.get("content-type") ?? "", context).toContain("application/json");
    const body = answer.body as { detail?: unknown } | null;
    expect(typeof body?.detail, context).toBe("string");
  }
}
