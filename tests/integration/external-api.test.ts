import { beforeAll, describe, expect, it } from "vitest";
import { POST as createKey, GET as listKeys } from "@/app/api/admin/api-keys/route";
import { PUT as toggleKey } from "@/app/api/admin/api-keys/[id]/toggle/route";
import { POST as full } from "@/app/api/full/route";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { POST as summary } from "@/app/api/summary/route";
import {
  BAD_IMAGE,
  DISABLED_API_KEY,
  EXTERNAL_BODY_TOO_LARGE,
  EXTERNAL_CALLS_PER_HOUR,
  EXTERNAL_RATE_LIMITED,
  INVALID_API_KEY,
  MISSING_API_KEY,
  missingPermission,
} from "@/lib/external-api";
import { MOCK_TEXTS } from "@/lib/ai/mock-texts";
import { db } from "@/lib/db";
import { consumeRateLimits } from "@/lib/rate-limit";
import { call } from "../support/http";
import { signedInAdmin } from "../support/factories";
import { gifImage, jpegWithExif, TELLTALE_EXIF } from "../support/images";

type Json = Record<string, unknown>;
let adminToken: string;

beforeAll(async () => {
  ({ token: adminToken } = await signedInAdmin());
});

/** Creates a key in the console and reveals it, as an administrator would. */
async function newKey(permissions: string[]) {
  const created = await call(createKey, "/", { json: { name: "Partner", permissions }, bearer: adminToken });
  const id = created.body.key_id as string;
  const listed = await call(listKeys, `/api/admin/api-keys?show_full_key=${id}`, { bearer: adminToken });
  const key = (listed.body.api_keys as Json[]).find((k) => k.id === id)!.key as string;
  return { id, key };
}

const dataUrl = (bytes: Buffer, type = "image/jpeg") => `data:${type};base64,${bytes.toString("base64")}`;

function post(handler: typeof summary, key: string | null, json: unknown) {
  return call(handler, "/api/summary", { json, ...(key ? { headers: { "x-api-key": key } } : {}) });
}

describe("POST /api/summary and /api/full", () => {
  it("answers 401 without a key or with an unknown one", async () => {
    const photo = dataUrl(await jpegWithExif());
    expect(await post(summary, null, { photo_base64: photo })).toMatchObject({
      status: 401,
      body: { detail: MISSING_API_KEY },
    });
    expect(await post(summary, "sk_skin_notakey", { photo_base64: photo })).toMatchObject({
      status: 401,
      body: { detail: INVALID_API_KEY },
    });
  });

  it("lets the key's permission decide the endpoint, and refuses a disabled key with 403", async () => {
    const { id, key } = await newKey(["summary"]);
    const photo = dataUrl(await jpegWithExif());
    expect(await post(full, key, { photo_base64: photo })).toMatchObject({
      status: 403,
      body: { detail: missingPermission("full") },
    });
    expect((await post(summary, key, { photo_base64: photo })).status).toBe(200);
    await call(toggleKey, "/", { method: "PUT", params: { id }, bearer: adminToken });
    expect(await post(summary, key, { photo_base64: photo })).toMatchObject({
      status: 403,
      body: { detail: DISABLED_API_KEY },
    });
  });

  it("answers a report and counts only successful calls; the stored photo has no metadata", async () => {
    const { id, key } = await newKey(["summary", "full"]);
    const first = await post(full, key, { photo_base64: dataUrl(await jpegWithExif()) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, usage_count: 1 });
    const analysis = first.body.analysis as Json;
    expect(typeof analysis.content).toBe("string");
    const report = await db.report.findUniqueOrThrow({
      where: { id: analysis.report_id as string },
      include: { photos: { include: { photo: { include: { blob: true } } } } },
    });
    expect(report).toMatchObject({
      charge: "api_key",
      apiKeyId: id,
      reportType: "full",
      privacySetting: "private",
    });
    const stored = Buffer.from(report.photos[0]!.photo.blob.data!);
    expect(stored.includes(TELLTALE_EXIF.IFD0.Make)).toBe(false);

    expect(await post(summary, key, { photo_base64: "data:image/jpeg;base64,not an image!" })).toMatchObject({
      status: 422,
      body: { detail: BAD_IMAGE },
    });
    expect((await post(summary, key, { photo_base64: dataUrl(await gifImage(), "image/gif") })).status).toBe(
      422,
    );
    expect(
      (await post(summary, key, { photo_base64: dataUrl(Buffer.from("plain text, not a picture")) })).status,
    ).toBe(422);
    const second = await post(summary, key, { photo_base64: dataUrl(await jpegWithExif()) });
    expect(second.body.usage_count).toBe(2);
    expect((await db.apiKey.findUniqueOrThrow({ where: { id } })).usageCount).toBe(2);
  });

  it("writes the report in the language the body names, else the one Accept-Language prefers, else English", async () => {
    const { id, key } = await newKey(["summary", "full"]);
    const photo_base64 = dataUrl(await jpegWithExif());
    const language = async (handler: typeof summary, json: Json, headers: Record<string, string> = {}) => {
      const answer = await call(handler, "/api/summary", { json, headers: { "x-api-key": key, ...headers } });
      expect(answer.status).toBe(200);
      const analysis = answer.body.analysis as { report_id: string; title: string; language: string };
      const stored = await db.report.findUniqueOrThrow({ where: { id: analysis.report_id } });
      expect(stored.language).toBe(analysis.language);
      return analysis;
    };
    expect(await language(full, { photo_base64, language: "it" }, { "accept-language": "fr" })).toMatchObject(
      {
        language: "it",
        title: MOCK_TEXTS.it.titles.full,
      },
    );
    expect(await language(summary, { photo_base64 }, { "accept-language": "fr-CH, de;q=0.5" })).toMatchObject(
      {
        language: "fr",
        title: MOCK_TEXTS.fr.titles.summary,
      },
    );
    expect(await language(summary, { photo_base64 })).toMatchObject({ language: "en" });

    const unknown = await post(summary, key, { photo_base64, language: "nl" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toMatch(/^language: /);
    // Refused, the call is not counted.
    expect((await db.apiKey.findUniqueOrThrow({ where: { id } })).usageCount).toBe(3);
  });

  it("answers 413 for a photo over the limit", async () => {
    const { key } = await newKey(["summary"]);
    const res = await call(summary, "/api/summary", {
      body: "x",
      headers: {
        "x-api-key": key,
        "content-type": "application/json",
        "content-length": String(30 * 1024 * 1024),
      },
    });
    expect(res).toMatchObject({ status: 413, body: { detail: EXTERNAL_BODY_TOO_LARGE } });
  });

  it("limits calls per key with 429 and Retry-After, other keys unaffected", async () => {
    const { id, key } = await newKey(["summary"]);
    for (let i = 0; i < EXTERNAL_CALLS_PER_HOUR; i++)
      await consumeRateLimits([
        { key: `api-key:${id}`, limit: EXTERNAL_CALLS_PER_HOUR, windowSeconds: 3600 },
      ]);
    const limited = await post(summary, key, { photo_base64: dataUrl(await jpegWithExif()) });
    expect(limited).toMatchObject({ status: 429, body: { detail: EXTERNAL_RATE_LIMITED } });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await newKey(["summary"]);
    expect((await post(summary, other.key, { photo_base64: dataUrl(await jpegWithExif()) })).status).toBe(
      200,
    );
  });
});

describe("GET /api/openapi.json", () => {
  it("documents both endpoints from their schemas, with the key they need", async () => {
    const { status, body } = await call(openapi, "/api/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    const paths = body.paths as Record<string, { post: Json }>;
    for (const path of ["/api/summary", "/api/full"])
      expect(paths[path]?.post).toMatchObject({ security: [{ ApiKey: [] }], tags: ["external"] });
    const schemas = (body.components as { schemas: Record<string, Json> }).schemas;
    expect(schemas.AnalysisRequest).toMatchObject({ type: "object", required: ["photo_base64"] });
    expect(schemas.AnalysisResponse).toMatchObject({ required: ["success", "analysis", "usage_count"] });
  });
});
