import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listApiKeys, POST as createApiKey } from "@/app/api/admin/api-keys/route";
import { POST as configureOpenAi } from "@/app/api/admin/configure-openai-key/route";
import { POST as fullApi } from "@/app/api/full/route";
import { POST as summaryApi } from "@/app/api/summary/route";
import { POST as configureResend } from "@/app/api/admin/configure-resend/route";
import { POST as configureStripe } from "@/app/api/admin/configure-stripe/route";
import { SECRET_CHARACTERS } from "@/lib/admin/schemas";
import { secretPreview } from "@/lib/config/integration-secrets";
import { db } from "@/lib/db";
import { seedProfileQuestions } from "@/lib/profile/questions";
import { getSettings, settingsInEuros } from "@/lib/settings";
import { FakeOpenAI } from "../fakes/openai";
import {
  loadEndpoints,
  sampleInput,
  urlFor,
  withLeaf,
  leavesOf,
  apiRouteFiles,
  type Endpoint,
} from "../support/endpoints";
import { makePhoto, makeReport, signedInAdmin } from "../support/factories";
import {
  asQueryValue,
  contentType,
  expectSafeAnswer,
  oddHeaders,
  oddKey,
  oddValue,
  pathSegment,
  queryString,
  rawBody,
} from "../support/hostile";
import { call, randomIp } from "../support/http";
import { pngPixelBomb } from "../support/images";
import { ANSWER_WITH_QUESTIONS, serveFakeOpenAI } from "../support/openai";

// Random and malformed bodies, headers, query strings and path segments thrown at every API
// endpoint (found on disk), anonymously and as a signed-in administrator so the input gets past
// the gates to the parsing and the rules behind them. Whatever arrives, the answer is below 500,
// errors are {"detail": string}, and nothing of the server's insides shows.
// A failure prints fast-check's seed and path: re-run with FC_SEED=<seed> (docs/hostile-input.md).

const fake = new FakeOpenAI({ defaultResponder: () => ANSWER_WITH_QUESTIONS });
serveFakeOpenAI(fake);

const RUNS = Number(process.env.FC_RUNS ?? 5);
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const settings = (numRuns = RUNS): fc.Parameters<unknown> => ({ numRuns, seed, endOnFailure: true });

const endpoints = await loadEndpoints();
const realIds: string[] = [];

/** Keys bodies that are records take: the settings' and the profile questions'. */
const knownKeys: string[] = [];

beforeAll(async () => {
  await seedProfileQuestions();
  knownKeys.push(
    ...Object.keys(settingsInEuros(await getSettings())),
    ...(await db.profileQuestion.findMany({ select: { id: true } })).map((q) => q.id),
    "full_name",
  );
  const { token } = await signedInAdmin();
  const created = await call(createApiKey, "/api/admin/api-keys", {
    json: { name: "Fuzzing", permissions: ["summary", "full"] },
    bearer: token,
  });
  const id = created.body.key_id as string;
  const listed = await call(listApiKeys, `/api/admin/api-keys?show_full_key=${id}`, { bearer: token });
  apiKey = (listed.body.api_keys as { id: string; key: string }[]).find((k) => k.id === id)!.key;
  const photoId = await makePhoto();
  const report = await makeReport({ photoIds: [photoId] });
  realIds.push(photoId, report.id);
}, 60_000);

type Who = "anonymous" | "administrator";

/**
 * Bearer token of a new administrator for each try: a try may delete or block the one before. Provider
 * keys a try saved are removed, or every later checkout would go to a real provider with a random key.
 */
async function credentials(who: Who): Promise<{ bearer?: string; ownId?: string }> {
  await db.integrationSecret.deleteMany();
  if (who === "anonymous") return {};
  const { user, token } = await signedInAdmin();
  return { bearer: token, ownId: user.id };
}

/** An administrator also holds an API key with every permission, so the external API parses their input. */
let apiKey = "";
const keyHeaders = (who: Who): Record<string, string> => (who === "anonymous" ? {} : { "x-api-key": apiKey });

const paramsArbitrary = (endpoint: Endpoint, ownId?: string) =>
  fc.tuple(
    ...endpoint.paramNames.map(() =>
      fc.oneof(
        pathSegment,
        fc.constantFrom(...realIds, ...(ownId ? [ownId] : []), "00000000-0000-4000-8000-000000000000"),
      ),
    ),
  );

function paramsOf(endpoint: Endpoint, values: string[]): Record<string, string> {
  return Object.fromEntries(endpoint.paramNames.map((name, i) => [name, values[i] ?? ""]));
}

const sends = (endpoint: Endpoint) => endpoint.method !== "GET";

describe("the API endpoints are found on disk", () => {
  it("every route module loads and exports at least one HTTP method", () => {
    expect(apiRouteFiles().length).toBeGreaterThan(50);
    expect(new Set(endpoints.map((e) => e.file)).size).toBe(apiRouteFiles().length);
  });

  it("every handler built with route() exposes its input schemas", () => {
    const without = endpoints.filter((e) => !e.schemas).map((e) => `${e.method} ${e.pattern}`);
    expect(without).toEqual([]);
  });
});

describe.each(["anonymous", "administrator"] as const)("hostile input, %s", (who) => {
  describe.each(endpoints.map((e) => [`${e.method} ${e.pattern}`, e] as const))("%s", (_name, endpoint) => {
    it("random bodies, content types, headers, query strings and path segments never get a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            body: rawBody,
            type: contentType,
            headers: oddHeaders,
            query: queryString,
            params: paramsArbitrary(endpoint),
          }),
          async ({ body, type, headers, query, params }) => {
            const { bearer } = await credentials(who);
            const withType = type === undefined ? headers : { ...headers, "content-type": type };
            const merged = {
              ...withType,
              ...keyHeaders(who),
              ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
            };
            const url = urlFor(endpoint.pattern, paramsOf(endpoint, params), query);
            const answer = await call(endpoint.handler, url, {
              method: endpoint.method,
              headers: merged,
              body: sends(endpoint) ? (typeof body === "string" ? body : Buffer.from(body)) : undefined,
              params: paramsOf(endpoint, params),
              ip: randomIp(),
            });
            expectSafeAnswer(answer, `${endpoint.method} ${url}`);
          },
        ),
        settings(),
      );
    });

    if (endpoint.schemas?.body) {
      it("an object of known and odd keys with odd values never gets a 5xx", async () => {
        const keys = fc.oneof(oddKey, fc.constantFrom(...knownKeys));
        await fc.assert(
          fc.asyncProperty(fc.dictionary(keys, oddValue, { maxKeys: 6 }), async (body) => {
            const { bearer, ownId } = await credentials(who);
            const params = paramsOf(
              endpoint,
              endpoint.paramNames.map(() => ownId ?? realIds[0] ?? ""),
            );
            const url = urlFor(endpoint.pattern, params);
            const answer = await call(endpoint.handler, url, {
              method: endpoint.method,
              json: body,
              params,
              bearer,
              headers: keyHeaders(who),
              ip: "127.0.0.1",
            });
            expectSafeAnswer(answer, `${endpoint.method} ${url} ${JSON.stringify(body).slice(0, 300)}`);
          }),
          settings(),
        );
      });
    }

    const bodySample = sampleInput(endpoint.schemas?.body);
    const querySample = sampleInput(endpoint.schemas?.query);
    const bodyLeaves = leavesOf(bodySample);
    const queryLeaves = leavesOf(querySample);
    if (bodyLeaves.length === 0 && queryLeaves.length === 0) return;

    it("a valid request with one field replaced by an odd value never gets a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.nat(),
          oddValue,
          fc.option(fc.tuple(oddKey, oddValue)),
          fc.constantFrom("127.0.0.1", "::1", "2001:db8::1"),
          async (inBody, index, odd, extra, address) => {
            const { bearer, ownId } = await credentials(who);
            const params = paramsOf(
              endpoint,
              endpoint.paramNames.map((_, i) =>
                i === 0 && ownId ? ownId : (realIds[i % realIds.length] ?? ""),
              ),
            );
            let body = bodySample;
            let query = new URLSearchParams(
              Object.entries((querySample ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
            );
            if ((inBody && bodyLeaves.length) || !queryLeaves.length) {
              const leaf = bodyLeaves[index % bodyLeaves.length]!;
              body = withLeaf(bodySample, leaf.path, odd);
              if (extra && body && typeof body === "object" && !Array.isArray(body))
                body = { ...body, [extra[0]]: extra[1] };
            } else {
              const leaf = queryLeaves[index % queryLeaves.length]!;
              query.set(String(leaf.path[0]), asQueryValue(odd));
              if (extra) query = new URLSearchParams([...query, [extra[0], asQueryValue(extra[1])]]);
            }
            const url = urlFor(endpoint.pattern, params, query.toString());
            const answer = await call(endpoint.handler, url, {
              method: endpoint.method,
              json: sends(endpoint) ? (body ?? {}) : undefined,
              params,
              bearer,
              headers: keyHeaders(who),
              ip: address,
            });
            expectSafeAnswer(answer, `${endpoint.method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`);
          },
        ),
        settings(),
      );
    });
  });
});

describe("the external API with a valid key", () => {
  const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;
  const photo = fc.oneof(
    oddValue,
    fc.constantFrom("jpeg", "png", "webp", "heic", "gif", "svg+xml").chain((type) =>
      fc
        .oneof(
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
          fc.constant(pngPixelBomb(50_000, 50_000)),
          fc.constant(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>1</script></svg>")),
          fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])),
        )
        .map((bytes) => dataUrl(`image/${type}`, bytes)),
    ),
    fc.constantFrom(
      "data:image/jpeg;base64,",
      "data:image/jpeg;base64,====",
      "data:,",
      "data:image/png;base64,%%%",
    ),
  );

  it.each([
    ["summary", summaryApi],
    ["full", fullApi],
  ] as const)("POST /api/%s never answers a hostile photo with a 5xx", async (kind, handler) => {
    await fc.assert(
      fc.asyncProperty(photo, async (photoBase64) => {
        const answer = await call(handler, `/api/${kind}`, {
          json: { photo_base64: photoBase64 },
          headers: { "x-api-key": apiKey },
          ip: randomIp(),
        });
        expectSafeAnswer(answer, `POST /api/${kind} ${String(photoBase64).slice(0, 120)}`);
      }),
      settings(),
    );
  });
});

describe("defects the fuzzing found", () => {
  it("a provider key pasted with an emoji is refused with 422, and nothing is stored", async () => {
    const { token } = await signedInAdmin();
    const audited = () => db.adminAuditLog.count({ where: { targetType: "integration" } });
    const auditedBefore = await audited();
    for (const [handler, body] of [
      [configureOpenAi, { api_key: "sk-proj-abc\u{1F600}" }],
      [configureResend, { api_key: "re_\u{1D7F9}\u{1D7F9}" }],
      [
        configureStripe,
        { publishable_key: "pk_test_1", secret_key: "sk_test_\u{1F600}", webhook_secret: "whsec_1" },
      ],
    ] as const) {
      const answer = await call(handler, "/api/admin/configure", { json: body, bearer: token });
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toContain(SECRET_CHARACTERS);
    }
    expect(await db.integrationSecret.count()).toBe(0);
    expect(await audited()).toBe(auditedBefore);
  });

  it("a key's preview never ends in half an emoji", () => {
    expect(secretPreview("sk-\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}")).toBe(
      `...${"\u{1F600}".repeat(4)}`,
    );
  });
});

describe("the fuzzed database", () => {
  it("still answers ordinary queries afterwards", async () => {
    expect(await db.report.count()).toBeGreaterThan(0);
  });
});
