import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { resetEnv } from "@/lib/config/env";
import { resetObjectStore } from "@/lib/storage/object-store";
import { FakeS3 } from "../fakes/s3";
import { call } from "../support/http";

// GET /api/health reports the database, storage, e-mail and the AI provider each under `checks`,
// and keeps its earlier fields; only the database, the one required part, makes it 503
// (tests/integration/health-unreachable.test.ts has the database down).

const VARIABLES = [
  "OPENAI_API_KEY",
  "STORAGE",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

function configure(values: Partial<Record<(typeof VARIABLES)[number], string>>) {
  for (const name of VARIABLES) {
    const value = name in values ? values[name] : saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
  resetObjectStore();
}

const s3 = new FakeS3("health-key-id", "health-secret");
const bucketAt = (endpoint: string, secret = "health-secret") => ({
  STORAGE: "s3",
  S3_BUCKET: "skinsight-test",
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: "health-key-id",
  S3_SECRET_ACCESS_KEY: secret,
  S3_FORCE_PATH_STYLE: "true",
});

/** Accepts connections and never answers, as a hung service does. */
let silent: Server;
let silentUrl: string;
const held = new Set<Socket>();

beforeAll(async () => {
  await s3.start();
  silent = createServer((socket) => held.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});

afterEach(() => {
  configure({});
  s3.reset();
});

afterAll(async () => {
  await s3.stop();
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const healthAnswer = () => call(health, "/api/health");

describe("GET /api/health, part by part", () => {
  it("with the embedded defaults every part is fine: bytes in the database, mail to the outbox, the demonstration AI", async () => {
    configure({});
    const { status, body } = await healthAnswer();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ok",
      database: "ok",
      email: "outbox",
      ms: expect.any(Number),
      checks: {
        database: { status: "ok", required: true },
        storage: { status: "ok", required: false, kind: "postgresql" },
        email: { status: "outbox", required: false },
        ai: { status: "demonstration", required: false },
      },
    });
  });

  it("an OpenAI key makes the AI provider configured", async () => {
    configure({ OPENAI_API_KEY: "sk-health-check" });
    const { body } = await healthAnswer();
    expect(body).toMatchObject({ checks: { ai: { status: "configured", required: false } } });
  });

  it("a bucket that answers is storage ok, and the probe writes nothing", async () => {
    configure(bucketAt(s3.url));
    const { status, body } = await healthAnswer();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", checks: { storage: { status: "ok", kind: "s3" } } });
    expect(s3.requests.map((r) => r.method)).toEqual(["GET"]);
    expect(s3.keys()).toEqual([]);
  });

  it("a bucket that cannot be reached is storage down with a detail, and the app stays up (200)", async () => {
    // Nothing listens on port 9 of the loopback address.
    configure(bucketAt("http://127.0.0.1:9"));
    const { status, body } = await healthAnswer();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ok",
      database: "ok",
      checks: {
        database: { status: "ok" },
        storage: { status: "down", required: false, kind: "s3", detail: "Storage bucket is unreachable" },
      },
    });
  });

  it("a bucket refusing the key pair is storage down", async () => {
    configure(bucketAt(s3.url, "wrong-secret"));
    const { body } = await healthAnswer();
    expect(body).toMatchObject({
      checks: { storage: { status: "down", detail: "Storage bucket is unreachable" } },
    });
    expect(s3.errors).toContain("SignatureDoesNotMatch");
  });

  it("a bucket that never answers is storage down within about two seconds", async () => {
    configure(bucketAt(silentUrl));
    const started = Date.now();
    const { status, body } = await healthAnswer();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      checks: { storage: { status: "down", detail: "Storage bucket did not answer in time" } },
    });
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
