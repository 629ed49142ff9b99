import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installServerHooks } from "@/lib/http/server-hooks";

// Every request, pages that no middleware runs for included (the visitor's cached report page),
// gets its request id and, in production, HSTS from the hooks before Next sees it.

let server: http.Server;
let url: string;
let seenByApp: string | undefined;

beforeAll(async () => {
  installServerHooks();
  server = http.createServer((req, res) => {
    seenByApp = req.headers["x-request-id"] as string | undefined;
    res.end("ok");
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
});
