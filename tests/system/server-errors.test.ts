import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppDatabase, startBuiltApp, type AppDatabase, type BuiltApp } from "../support/built-app";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { serverUrl } from "../support/test-database";

// What an operator sees of the production build: an error no code of ours caught (a page that
// fails while rendering) reaches the JSON log with the request id the answer carried, an error a
// route handler caught is logged once, and with OTEL_EXPORTER_OTLP_ENDPOINT set the server sends
// its traces there over OTLP. Run after `npx next build`.

const PORT = 3850;
const PRIVATE_POSTGRES_PORT = 3851;

type Export = { path: string; contentType: string; body: Buffer };

/** An OTLP/HTTP receiver on 127.0.0.1 that keeps what it is sent. */
function startCollector(): Promise<{ url: string; exports: Export[]; server: Server }> {
  const exports: Export[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      exports.push({
        path: req.url ?? "",
        contentType: req.headers["content-type"] ?? "",
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { "content-type": "application/x-protobuf" }).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, exports, server }),
    ),
  );
}

let privatePostgres: PrivatePostgres | undefined;
let database: AppDatabase;
let app: BuiltApp;
let sql: pg.Client;
let collector: Awaited<ReturnType<typeof startCollector>>;

beforeAll(async () => {
  let server = serverUrl() ?? null;
  if (!server) {
    privatePostgres = startPrivatePostgres(PRIVATE_POSTGRES_PORT);
    server = privatePostgres.url;
  }
  collector = await startCollector();
  database = await createAppDatabase(server);
  app = await startBuiltApp({
    port: PORT,
    database,
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      // Spans are sent in batches; a short delay keeps the test short.
      OTEL_BSP_SCHEDULE_DELAY: "200",
    },
  });
  sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
});

afterAll(async () => {
  await app?.stop();
  await sql?.end();
  await database?.drop();
  privatePostgres?.destroy();
  collector?.server.close();
});

type LogLine = Record<string, unknown>;

/** The JSON log lines the server wrote so far. */
function logLines(): LogLine[] {
  return app
    .output()
    .split("\n")
    .flatMap((line) => {
      if (!line.startsWith("{")) return [];
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

/** Waits for the server's next output until `find` answers something. */
async function awaitOutput<T>(find: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no ${what} in the server's output:\n${app.output().slice(-3000)}`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      app.process.stdout?.once("data", done);
      app.process.stderr?.once("data", done);
    });
  }
}

const errorLinesOf = (requestId: string) =>
  logLines().filter((line) => line.request_id === requestId && line.msg === "unhandled error");

/** Breaks the reports table for the duration of `work`, as a schema the code does not expect would. */
async function withoutReportsTable<T>(work: () => Promise<T>): Promise<T> {
  await sql.query("ALTER TABLE reports RENAME TO reports_away");
  try {
    return await work();
  } finally {
    await sql.query("ALTER TABLE reports_away RENAME TO reports");
  }
}

describe("server errors in the production build", () => {
  it("a page that fails while rendering is logged at level error with the request id it answered with", async () => {
    const requestId = `page-error-${randomUUID()}`;
    const reportId = randomUUID();
    const answer = await withoutReportsTable(() =>
      fetch(`${app.url}/reports/${reportId}?utm_source=newsletter`, {
        headers: { "x-request-id": requestId },
      }),
    );
    expect(answer.status).toBe(500);
    expect(answer.headers.get("x-request-id")).toBe(requestId);
    const [line, ...more] = await awaitOutput(() => {
      const lines = errorLinesOf(requestId);
      return lines.length > 0 ? lines : undefined;
    }, `error line with request id ${requestId}`);
    expect(line).toMatchObject({
      level: 50,
      service: "skinsight",
      request_id: requestId,
      method: "GET",
      path: `/reports/${reportId}`,
      route: "/[locale]/(site)/reports/[id]/page",
      route_type: "render",
      err: { stack: expect.any(String) },
    });
    expect(more).toEqual([]);
  });

  it("the request proxy failing is logged the same way, without the query and its share token", async () => {
    const requestId = `proxy-error-${randomUUID()}`;
    const reportId = randomUUID();
    const answer = await withoutReportsTable(() =>
      fetch(`${app.url}/reports/${reportId}?token=secret-share-token`, {
        headers: { "x-request-id": requestId },
      }),
    );
    expect(answer.status).toBe(500);
    const [line] = await awaitOutput(() => {
      const lines = errorLinesOf(requestId);
      return lines.length > 0 ? lines : undefined;
    }, `error line with request id ${requestId}`);
    expect(line).toMatchObject({
      level: 50,
      request_id: requestId,
      path: `/reports/${reportId}`,
      route: "/proxy",
      route_type: "proxy",
      err: { message: expect.stringContaining("reports") },
    });
    expect(app.output()).not.toContain("secret-share-token");
  });

  it("an error a route handler caught is logged once, by the handler wrapper", async () => {
    const requestId = `api-error-${randomUUID()}`;
    const answer = await withoutReportsTable(() =>
      fetch(`${app.url}/api/reports/public`, { headers: { "x-request-id": requestId } }),
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ detail: "Internal server error" });
    await awaitOutput(
      () => (errorLinesOf(requestId).length > 0 ? true : undefined),
      `error line with request id ${requestId}`,
    );
    // A later request's line shows the server has written everything about this one.
    const marker = `after-${randomUUID()}`;
    await withoutReportsTable(() =>
      fetch(`${app.url}/api/reports/public`, { headers: { "x-request-id": marker } }),
    );
    await awaitOutput(() => (errorLinesOf(marker).length > 0 ? true : undefined), "the later request's line");
    expect(errorLinesOf(requestId)).toHaveLength(1);
  });

  it("with OTEL_EXPORTER_OTLP_ENDPOINT set, the server's traces reach it over OTLP", async () => {
    await fetch(`${app.url}/api/health`);
    const deadline = Date.now() + 15_000;
    while (!collector.exports.some((e) => e.path === "/v1/traces") && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const traces = collector.exports.filter((e) => e.path === "/v1/traces");
    expect(traces.length).toBeGreaterThan(0);
    expect(traces[0]!.contentType).toBe("application/x-protobuf");
    // Protocol buffers keep strings as they are: the service's name and a span of a request.
    const sent = Buffer.concat(traces.map((e) => e.body)).toString("latin1");
    expect(sent).toContain("skinsight");
    expect(sent).toMatch(/GET \/api\/health|\/api\/health/);
  });
});
