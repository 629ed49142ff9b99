import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BODY_LENGTH_HEADER } from "@/lib/http/bytes-body";
import { installServerHooks, type EarlyAnswerer } from "@/lib/http/server-hooks";

// Every request, pages that no middleware runs for included (the visitor's cached report page),
// gets its request id and, in production, HSTS from the hooks before Next sees it.

let server: http.Server;
let url: string;
let seenByApp: string | undefined;
let pathSeenByApp: string | undefined;

// Takes /early/*: answers /early/answer itself; declines, fails at once, fails later, or gives an
// answer that cannot be sent for the others, which the app then answers.
const earlyAnswerer: EarlyAnswerer = (req) => {
  if (!req.url?.startsWith("/early/")) return null;
  if (req.url === "/early/throwing") throw new Error("bug");
  if (req.url === "/early/failing") return Promise.reject(new Error("read failed"));
  if (req.url === "/early/declined") return Promise.resolve(null);
  if (req.url === "/early/unsendable")
    return Promise.resolve({ status: 200, headers: { "X-Broken": "line\nbreak" }, body: null });
  return Promise.resolve({
    status: 200,
    headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=60" },
    body: Buffer.from('{"early":true}'),
  });
};

beforeAll(async () => {
  installServerHooks([earlyAnswerer]);
  server = http.createServer((req, res) => {
    seenByApp = req.headers["x-request-id"] as string | undefined;
    pathSeenByApp = req.url;
    const declared = req.headers["x-test-declare"];
    if (typeof declared !== "string") return res.end("ok");
    // As Next sends a route's body: headers flushed first, then the bytes, then the end.
    res.setHeader(BODY_LENGTH_HEADER, declared);
    if (req.headers["x-test-encoding"]) res.setHeader("Content-Encoding", "identity");
    res.flushHeaders();
    res.write("twelve bytes");
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe("the server hooks", () => {
  it("give a request a new id, the app and the answer the same one", async () => {
    const res = await fetch(url);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenByApp).toBe(id);
  });

  it("keep a caller's plain id and replace one that could forge log lines", async () => {
    expect((await fetch(url, { headers: { "x-request-id": "trace-123" } })).headers.get("x-request-id")).toBe(
      "trace-123",
    );
    const forged = await fetch(url, { headers: { "x-request-id": 'x" {"level":60}' } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenByApp).toBe(forged.headers.get("x-request-id"));
  });

  it("add HSTS in production only", async () => {
    vi.stubEnv("APP_ENV", "testing");
    expect((await fetch(url)).headers.get("strict-transport-security")).toBeNull();
    vi.stubEnv("APP_ENV", "production");
    expect((await fetch(url)).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  it("send an answer that declares its length with that Content-Length, not chunked", async () => {
    const declared = await fetch(url, { headers: { "x-test-declare": "12" } });
    expect(await declared.text()).toBe("twelve bytes");
    expect(declared.headers.get("content-length")).toBe("12");
    expect(declared.headers.get("transfer-encoding")).toBeNull();
    expect(declared.headers.get(BODY_LENGTH_HEADER)).toBeNull();

    // Encoded on the way, or a length that is no length: chunked, as without the header.
    const undeclared: Record<string, string>[] = [
      { "x-test-declare": "12", "x-test-encoding": "1" },
      { "x-test-declare": "twelve" },
    ];
    for (const headers of undeclared) {
      const res = await fetch(url, { headers });
      expect(await res.text()).toBe("twelve bytes");
      expect(res.headers.get("content-length")).toBeNull();
      expect(res.headers.get("transfer-encoding")).toBe("chunked");
      expect(res.headers.get(BODY_LENGTH_HEADER)).toBeNull();
    }
  });

  it("answer a request an early answerer takes, with the security headers and length, and hand on the rest", async () => {
    pathSeenByApp = undefined;
    const early = await fetch(`${url}/early/answer`);
    expect(await early.json()).toEqual({ early: true });
    expect(pathSeenByApp).toBeUndefined();
    expect(early.headers.get("content-length")).toBe("14");
    expect(early.headers.get("cache-control")).toBe("public, max-age=60");
    expect(early.headers.get("x-content-type-options")).toBe("nosniff");
    expect(early.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(early.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    // Declined, failed, unsendable, or not taken at all: the app answers, with the same request id.
    for (const path of [
      "/early/declined",
      "/early/throwing",
      "/early/failing",
      "/early/unsendable",
      "/elsewhere",
    ]) {
      const res = await fetch(`${url}${path}`);
      expect(await res.text()).toBe("ok");
      expect(pathSeenByApp).toBe(path);
      expect(seenByApp).toBe(res.headers.get("x-request-id"));
    }
  });
});
