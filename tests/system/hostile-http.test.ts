import { readdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppDatabase, startBuiltApp, type AppDatabase, type BuiltApp } from "../support/built-app";
import { apiRouteFiles, patternOf } from "../support/endpoints";

// The production build under hostile HTTP: every page, API route and error answer carries the
// security headers, and malformed requests over a raw socket (bad request lines, huge headers, lying
// Content-Length, smuggling, slow bodies) get a 4xx or a closed connection, never a crash: the server
// keeps answering the next request. Run after `npx next build`.

const PORT = Number(process.env.HOSTILE_HTTP_PORT ?? 3600);
const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

let database: AppDatabase;
let app: BuiltApp;

beforeAll(async () => {
  database = await createAppDatabase();
  app = await startBuiltApp({ port: PORT, database });
});

afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

/** Every page route under app/, its dynamic segments filled with a sample value. */
function pagePaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "api") walk(full);
      else if (entry.name === "page.tsx") found.push("/" + path.posix.dirname(full).replace(/^app\/?/, ""));
    }
  };
  walk("app");
  // Route groups, "(site)", are folders only: they are not in the address. A page of the site is
  // at its English address (no prefix) and under each other language's: German stands for them.
  const address = (p: string) => p.replace(/\/\([^)]+\)/g, "").replace(/\/$/, "") || "/";
  return found
    .map(address)
    .flatMap((p) => {
      if (!p.startsWith("/[locale]")) return [p];
      const english = p.slice("/[locale]".length) || "/";
      return [english, english === "/" ? "/de" : `/de${english}`];
    })
    .map(fillSegments);
}

function fillSegments(pattern: string): string {
  return pattern.replace(/\[([^\]]+)\]/g, (_m, name: string) => (name === "id" ? SAMPLE_ID : "SAMPLE"));
}

/** Other answers of the app: not found, method not allowed, bad input, images, static files. */
const OTHER_PATHS = [
  "/no-such-page",
  "/reports/not-a-uuid",
  `/reports/${SAMPLE_ID}/preview-image`,
  `/api/photos/${SAMPLE_ID}/image`,
  "/api/no-such-endpoint",
  "/admin",
  "/_next/static/no-such-file.js",
  "/favicon.ico",
  "/robots.txt",
  "/sitemap.xml",
];

function expectSecurityHeaders(headers: Headers, what: string): void {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  expect(csp, `${what}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: object-src`).toContain("object-src 'none'");
  expect(headers.get("x-frame-options"), `${what}: X-Frame-Options`).toBe("DENY");
  expect(headers.get("x-content-type-options"), `${what}: nosniff`).toBe("nosniff");
  expect(headers.get("referrer-policy"), `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), `${what}: Permissions-Policy`).toContain("geolocation=()");
  expect(headers.get("x-powered-by"), `${what}: X-Powered-By`).toBeNull();
}

describe("security headers", () => {
  const pages = pagePaths();

  it("are found for every page", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(pages).toContain("/");
  });

  it.each(pages)("are sent with the page %s", async (page) => {
    const res = await fetch(app.url + page, { redirect: "manual" });
    expect(res.status, page).toBeLessThan(500);
    expectSecurityHeaders(res.headers, page);
  });

  it.each(OTHER_PATHS)("are sent with %s, whatever its status", async (target) => {
    const res = await fetch(app.url + target, { redirect: "manual" });
    expect(res.status, target).toBeLessThan(500);
    expectSecurityHeaders(res.headers, `${target} (${res.status})`);
  });

  it("are sent with every API route, for its own methods and for one it does not have", async () => {
    for (const file of apiRouteFiles()) {
      const target = fillSegments(patternOf(file));
      for (const method of ["GET", "PATCH"]) {
        const res = await fetch(app.url + target, { method, redirect: "manual" });
        expect(res.status, `${method} ${target}`).toBeLessThan(500);
        expectSecurityHeaders(res.headers, `${method} ${target} (${res.status})`);
      }
    }
  });

  it("are sent with an answer to a malformed JSON body and a malformed percent-encoding", async () => {
    const malformed = await fetch(`${app.url}/api/contact-form`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed.headers, "malformed JSON");
    for (const target of [
      "/reports/%E0%A4%A",
      "/invite/%C0%AF",
      "/%",
      "/api/reports/%ZZ",
      "/api/reports/%E0%A4%A",
      "/api/photos/%E0%A4%A/image",
      "/reports/%E0%A4%A/preview-image",
    ]) {
      const res = await fetch(app.url + target, { redirect: "manual" });
      expect(res.status, target).toBeLessThan(500);
      expectSecurityHeaders(res.headers, `${target} (${res.status})`);
    }
  });
});

type RawAnswer = { status: number | null; text: string };

/**
 * Writes `chunks` (with `pauseMs` between them) on a new socket and reads the first answer's head
 * (all of it with `whole`) until the server closes or `waitMs` passes; its status, or null when the
 * connection closed without one.
 */
function raw(
  chunks: (string | Buffer)[],
  { pauseMs = 0, waitMs = 3000, whole = false } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(PORT, "127.0.0.1");
    let text = "";
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, text });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on("data", (data) => {
      text += data.toString("latin1");
      // One answer is enough: the status line and its headers (or, `whole`, all until the close).
      if (!whole && text.includes("\r\n\r\n")) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.on("connect", async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
  });
}

const HOST = `Host: 127.0.0.1:${PORT}\r\n`;
const bigHeader = `X-Big: ${"a".repeat(64 * 1024)}\r\n`;

describe("API answers that Next and Node would give themselves are JSON with a detail", () => {
  async function expectJsonDetail(res: Response, what: string): Promise<void> {
    expect(res.headers.get("content-type"), `${what}: content type`).toMatch(/^application\/json/);
    const body = (await res.json()) as { detail?: unknown };
    expect(typeof body.detail, `${what}: detail`).toBe("string");
    expectSecurityHeaders(res.headers, what);
  }

  it.each([
    ["GET", "/api/no-such-endpoint"],
    ["POST", "/api/no-such-endpoint"],
    ["DELETE", "/api/reports/deeper/than/any/route"],
    ["GET", "/api"],
  ])("%s %s, a path no route serves, is 404", async (method, target) => {
    const res = await fetch(app.url + target, { method, headers: { origin: app.url } });
    expect(res.status).toBe(404);
    await expectJsonDetail(res, `${method} ${target}`);
  });

  it("every API route answers a method it does not have with 405 and Allow, the same list OPTIONS gives", async () => {
    const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"];
    // These two answer every method alike: a path no route serves (404) and a malformed one (400).
    const everyMethodAlike = (f: string) => f.includes("[[...path]]") || f.includes("malformed-path");
    for (const file of apiRouteFiles().filter((f) => !everyMethodAlike(f))) {
      const target = fillSegments(patternOf(file));
      const options = await fetch(app.url + target, { method: "OPTIONS" });
      expect(options.status, `OPTIONS ${target}`).toBe(204);
      const allow = options.headers.get("allow") ?? "";
      const missing = methods.find((method) => !allow.split(", ").includes(method));
      if (!missing) continue;
      const res = await fetch(app.url + target, { method: missing, headers: { origin: app.url } });
      expect(res.status, `${missing} ${target}`).toBe(405);
      expect(res.headers.get("allow"), `${missing} ${target}: Allow`).toBe(allow);
      await expectJsonDetail(res, `${missing} ${target}`);
    }
  });

  it.each([
    ["headers beyond Node's limit", `GET /api/health HTTP/1.1\r\n${HOST}${bigHeader}\r\n`],
    ["a request line beyond Node's limit", `GET /api/${"a".repeat(100 * 1024)} HTTP/1.1\r\n${HOST}\r\n`],
  ])("%s get 431", async (_case, request) => {
    const answer = await raw([request], { whole: true });
    expect(answer.status, answer.text.slice(0, 300)).toBe(431);
    const [head = "", body = ""] = answer.text.split("\r\n\r\n");
    const headers = new Headers(
      head
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(/: (.*)/s, 2) as [string, string]),
    );
    expect(headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(body)).toEqual({ detail: expect.any(String) });
    expectSecurityHeaders(headers, "431");
  });
});

describe("malformed requests over a raw socket", () => {
  it.each<[string, (string | Buffer)[]]>([
    ["a request line of garbage", ["GARBAGE GARBAGE GARBAGE\r\n\r\n"]],
    ["an HTTP/0.9 request", ["GET /\r\n\r\n"]],
    ["an unknown HTTP version", ["GET / HTTP/9.9\r\n" + HOST + "\r\n"]],
    ["a NUL in the request target", [Buffer.from("GET /\u0000 HTTP/1.1\r\n" + HOST + "\r\n", "latin1")]],
    ["a space-broken request target", ["GET /a b c HTTP/1.1\r\n" + HOST + "\r\n"]],
    ["a 100 KB request target", [`GET /${"a".repeat(100 * 1024)} HTTP/1.1\r\n${HOST}\r\n`]],
    ["a 64 KB header", [`GET / HTTP/1.1\r\n${HOST}${bigHeader}\r\n`]],
    ["10 000 small headers", [`GET / HTTP/1.1\r\n${HOST}${"X-A: b\r\n".repeat(10_000)}\r\n`]],
    ["a header without a colon", [`GET / HTTP/1.1\r\n${HOST}NoColonHere\r\n\r\n`]],
    ["a header folded over two lines", [`GET / HTTP/1.1\r\n${HOST}X-A: b\r\n c\r\n\r\n`]],
    ["a bare LF line ending", [`GET / HTTP/1.1\n${HOST.trim()}\n\n`]],
    ["HTTP/1.1 without Host", ["GET / HTTP/1.1\r\n\r\n"]],
    ["two Host headers", [`GET / HTTP/1.1\r\n${HOST}${HOST}\r\n`]],
    [
      "a Content-Length that is not a number",
      [`POST /api/contact-form HTTP/1.1\r\n${HOST}Content-Length: abc\r\n\r\n`],
    ],
    ["a negative Content-Length", [`POST /api/contact-form HTTP/1.1\r\n${HOST}Content-Length: -1\r\n\r\n`]],
    [
      "two different Content-Lengths",
      [`POST /api/contact-form HTTP/1.1\r\n${HOST}Content-Length: 5\r\nContent-Length: 6\r\n\r\nhello!`],
    ],
    [
      "Content-Length together with chunked (request smuggling)",
      [
        `POST /api/contact-form HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /admin HTTP/1.1\r\n${HOST}\r\n`,
      ],
    ],
    [
      "a malformed chunk size",
      [
        `POST /api/contact-form HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n{}\r\n0\r\n\r\n`,
      ],
    ],
    [
      "an unknown transfer encoding",
      [`POST /api/contact-form HTTP/1.1\r\n${HOST}Transfer-Encoding: gzip, chunked, bogus\r\n\r\n0\r\n\r\n`],
    ],
    [
      "a body shorter than its Content-Length, then the end of the connection",
      [
        `POST /api/contact-form HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
      ],
    ],
    [
      "a Content-Length of a petabyte",
      [
        `POST /api/contact-form HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 1125899906842624\r\n\r\n{}`,
      ],
    ],
    ["a percent-encoding that is not UTF-8", [`GET /reports/%C0%AF%E0 HTTP/1.1\r\n${HOST}\r\n`]],
    ["a method the app does not know", [`BREW /api/health HTTP/1.1\r\n${HOST}\r\n`]],
    ["an absolute-form target of another host", [`GET http://attacker.example/ HTTP/1.1\r\n${HOST}\r\n`]],
    ["a CONNECT request", [`CONNECT 127.0.0.1:22 HTTP/1.1\r\n${HOST}\r\n`]],
  ])("%s gets a 4xx or a closed connection, and the server keeps answering", async (_case, chunks) => {
    const answer = await raw(chunks);
    if (answer.status !== null) expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
    expect(answer.text).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules/);
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it("a body sent a byte at a time does not hold the server up for others", async () => {
    const slow = raw(
      [
        `POST /api/contact-form HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 200\r\n\r\n`,
        ...Array.from({ length: 20 }, () => "{"),
      ],
      { pauseMs: 100, waitMs: 2500 },
    );
    const started = performance.now();
    const others = await Promise.all(Array.from({ length: 5 }, () => fetch(`${app.url}/api/health`)));
    expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(performance.now() - started).toBeLessThan(2000);
    const answer = await slow;
    if (answer.status !== null) expect(answer.status).toBeLessThan(500);
  });

  it("the process is still the one that started, with nothing fatal in its output", () => {
    expect(app.process.exitCode).toBeNull();
    expect(app.output()).not.toMatch(/uncaughtException|unhandledRejection|FATAL|Segmentation fault/i);
  });
});
