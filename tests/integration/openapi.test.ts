import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { API_ROUTES } from "@/app/api/openapi.json/routes";
import { INPUT_SCHEMAS, type InputSchemas } from "@/lib/http/route";
import { NOT_ENDPOINTS, openApiPath } from "@/lib/openapi/document";
import { apiRouteFiles, loadEndpoints, patternOf, type Endpoint } from "../support/endpoints";
import { signedInAdmin, signedInUser } from "../support/factories";
import { call } from "../support/http";

// The OpenAPI document of GET /api/openapi.json: valid OpenAPI 3.1, and every route handler under
// app/api in it with what its route() holds, found on disk so a new route without an entry fails.

type Operation = {
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>>; schemas: Record<string, unknown> };
};

let document: Document;
let endpoints: Endpoint[];

beforeAll(async () => {
  const answer = await call(openapi, "/api/openapi.json");
  expect(answer.status).toBe(200);
  document = answer.body as unknown as Document;
  endpoints = (await loadEndpoints()).filter((endpoint) => !(endpoint.pattern in NOT_ENDPOINTS));
});

const operationOf = (endpoint: Endpoint) =>
  document.paths[openApiPath(endpoint.pattern)]?.[endpoint.method.toLowerCase()];

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect([result.valid, validator.version]).toEqual([true, "3.1"]);
  });

  it("lists every route file under app/api", () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual(apiRouteFiles().map(patternOf).sort());
  });

  it("has an operation for every method each route answers itself, and none besides", () => {
    expect(endpoints.length).toBeGreaterThan(90);
    const missing = endpoints.filter((endpoint) => !operationOf(endpoint));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.pattern}`)).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      endpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.pattern)}`).sort(),
    );
  });

  it("gives each operation the inputs its route() parses", () => {
    for (const endpoint of endpoints) {
      const operation = operationOf(endpoint)!;
      const where = `${endpoint.method} ${endpoint.pattern}`;
      const parameters = operation.parameters ?? [];
      for (const name of endpoint.paramNames)
        expect(parameters, where).toContainEqual(
          expect.objectContaining({ name, in: "path", required: true }),
        );
      if (endpoint.schemas?.query)
        expect(
          parameters.some((parameter) => parameter.in === "query"),
          where,
        ).toBe(true);
      if (endpoint.schemas?.body)
        expect(Object.keys(operation.requestBody?.content ?? {}), where).toContain("application/json");
      if (endpoint.schemas?.docs?.multipart)
        expect(Object.keys(operation.requestBody?.content ?? {}), where).toContain("multipart/form-data");
    }
  });

  it("names who may call each operation: nobody's credentials, optional, or a bearer or the cookie", () => {
    const signedIn = [{ BearerAuth: [] }, { SessionCookie: [] }];
    for (const endpoint of endpoints) {
      const { security, responses } = operationOf(endpoint)!;
      const where = `${endpoint.method} ${endpoint.pattern}`;
      switch (endpoint.schemas?.auth) {
        case "user":
        case "admin":
          expect([security, Object.keys(responses)], where).toEqual([
            signedIn,
            expect.arrayContaining(["401"]),
          ]);
          break;
        case "optional":
          expect(security, where).toEqual([{}, ...signedIn]);
          break;
        default:
          expect(security, where).toEqual(
            ["/api/summary", "/api/full"].includes(endpoint.pattern) ? [{ ApiKey: [] }] : [],
          );
      }
    }
    expect(document.components.securitySchemes).toMatchObject({
      BearerAuth: { type: "http", scheme: "bearer" },
      SessionCookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      ApiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
    });
  });

  it("describes the 200 answer of every operation that declares one, and errors as {detail, code}", () => {
    for (const endpoint of endpoints.filter((endpoint) => endpoint.schemas?.answer)) {
      const schema = operationOf(endpoint)!.responses["200"]?.content?.["application/json"]?.schema;
      expect(Object.keys(schema ?? {}), `${endpoint.method} ${endpoint.pattern}`).not.toEqual([]);
    }
    expect(document.components.schemas.Error).toMatchObject({
      properties: { detail: { type: "string" }, code: { type: "string" } },
      required: ["detail"],
    });
  });

  it("leaves out zod's safe-integer bounds, which say nothing to a reader", () => {
    expect(JSON.stringify(document)).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });

  it("documents the query of a route that reads it itself", () => {
    const codes = document.paths["/api/dev/verification-codes"]?.get;
    expect(codes?.parameters).toContainEqual(expect.objectContaining({ name: "email", in: "query" }));
  });

  it("opens with a worked curl example for /api/summary", () => {
    expect(document.info.description).toContain("curl -X POST https://skinsight.example/api/summary");
    expect(document.info.description).toContain('-H "X-API-Key: sk_skin_..."');
  });
});

describe("the answer schemas", () => {
  // What the handlers really answer, parsed with the schema the document and lib/api-client use:
  // handlers that build their own Response are not checked by the compiler.
  /** Valid, and nothing the schema leaves out (zod drops unknown keys, so those would differ). */
  const expectExactly = (schema: ZodType, body: unknown) => {
    const parsed = schema.safeParse(body);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(body);
  };

  const answerSchemaOf = (pattern: string, method: string) => {
    const handler = API_ROUTES[pattern]?.[method] as { [INPUT_SCHEMAS]?: InputSchemas };
    const schema = handler[INPUT_SCHEMAS]?.answer;
    if (!schema) throw new Error(`${method} ${pattern} declares no answer`);
    return { handler: handler as Parameters<typeof call>[0], schema };
  };

  it.each([
    ["/api/environment", "GET"],
    ["/api/user/profile", "GET"],
    ["/api/user/entitlements", "GET"],
    ["/api/user/referral", "GET"],
    ["/api/user/generate-referral", "POST"],
    ["/api/auth/logout-all", "POST"],
    ["/api/settings/pricing", "GET"],
    ["/api/settings/retention", "GET"],
    ["/api/health", "GET"],
    ["/api/hero-carousel", "GET"],
    ["/api/user-reviews", "GET"],
    ["/api/reports/featured", "GET"],
    ["/api/reports/public", "GET"],
    ["/api/auth/viewer", "GET"],
    ["/api/user/questions", "GET"],
    ["/api/user/reports", "GET"],
    ["/api/user/reports/for-followup", "GET"],
  ])("%s %s answers what its schema says", async (pattern, method) => {
    const { token } = await signedInUser();
    const { handler, schema } = answerSchemaOf(pattern, method);
    const answer = await call(handler, pattern, { method, bearer: token });
    expect(answer.status).toBe(200);
    expectExactly(schema, answer.body);
  });

  it.each([
    "/api/admin/stats",
    "/api/admin/stats/daily",
    "/api/admin/settings",
    "/api/admin/prompts",
    "/api/admin/integration-status",
    "/api/admin/environment-keys",
    "/api/admin/users",
    "/api/admin/reports",
    "/api/admin/reports/featured",
    "/api/admin/payments",
    "/api/admin/audit",
    "/api/admin/api-keys",
    "/api/admin/vouchers",
    "/api/admin/voucher-transactions",
    "/api/admin/hero-carousel",
    "/api/admin/user-reviews",
  ])("GET %s answers what its schema says", async (pattern) => {
    const { token, user } = await signedInAdmin();
    const { handler, schema } = answerSchemaOf(pattern, "GET");
    const answer = await call(handler, pattern, { bearer: token });
    expect(answer.status).toBe(200);
    expectExactly(schema, answer.body);
    // The lists hold the administrator at least, so their items are checked too.
    if (pattern === "/api/admin/users") expect(JSON.stringify(answer.body)).toContain(user.email);
  });

  it("the sign-in's answers match theirs, also where the handler sets cookies itself", async () => {
    const { user } = await signedInUser({ emailVerified: true });
    const send = answerSchemaOf("/api/auth/send-login-code", "POST");
    const sent = await call(send.handler, "/api/auth/send-login-code", { json: { email: user.email } });
    expectExactly(send.schema, sent.body);
    const invite = answerSchemaOf("/api/invite/[code]", "GET");
    const unknown = await call(invite.handler, "/api/invite/NOPE", { params: { code: "NOPE" } });
    expect(unknown.status).toBe(200);
    expectExactly(invite.schema, unknown.body);
  });
});
