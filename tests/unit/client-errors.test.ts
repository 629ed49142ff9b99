import http from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrorsAsJson, CLIENT_ERROR_DETAILS } from "@/lib/http/client-errors";
import { securityHeaders } from "@/lib/http/security-headers";

// Requests Node refuses before any handler runs get the app's JSON answer with the security
// headers. The production build shows the same in tests/system/hostile-http.test.ts.

let server: http.Server;
let port: number;

beforeAll(async () => {
  answerClientErrorsAsJson();
  server = http.createServer((_req, res) => res.end("handled"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and reads until the server closes the connection. */
function raw(request: string, to = () => port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(to(), "127.0.0.1");
    let text = "";
    socket.on("data", (data) => (text += data.toString("latin1")));
    socket.on("close", () => resolve(text));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" ? resolve(text) : reject(error),
    );
    socket.write(request);
  });
}

function parse(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = new Headers(lines.map((line) => line.split(/: (.*)/s, 2) as [string, string]));
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

describe("requests Node cannot parse", () => {
  it.each([
    [
      "headers beyond Node's limit",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`,
      431,
    ],
    [
      "a request line beyond Node's limit",
      `GET /api/${"a".repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
    ],
    ["a request line of garbage", "GARBAGE GARBAGE\r\n\r\n", 400],
  ])(
    "%s: JSON with a detail and the security headers, then the connection closes",
    async (_case, request, status) => {
      const answer = parse(await raw(request));
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toEqual({ detail: CLIENT_ERROR_DETAILS[status] });
      expect(answer.headers.get("content-type")).toBe("application/json");
      expect(answer.headers.get("connection")).toBe("close");
      for (const [name, value] of Object.entries(securityHeaders()))
        expect(answer.headers.get(name)).toBe(value);
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("a request that parses still reaches its handler", async () => {
    expect(await raw("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/handled$/);
  });

  it("a server with its own clientError listener keeps it", async () => {
    const own = http.createServer();
    own.on("clientError", (_error, socket) => socket.end("HTTP/1.1 400 Bad Request\r\nX-Own: 1\r\n\r\n"));
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    try {
      const answer = await raw("GARBAGE\r\n\r\n", () => (own.address() as AddressInfo).port);
      expect(answer).toBe("HTTP/1.1 400 Bad Request\r\nX-Own: 1\r\n\r\n");
      expect(own.listenerCount("clientError")).toBe(1);
    } finally {
      await new Promise<void>((resolve) => own.close(() => resolve()));
    }
  });
});
