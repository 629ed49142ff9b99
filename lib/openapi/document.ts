import type { ZodType } from "zod";
import { sessionCookieName } from "@/lib/auth/tokens";
import { REFUSAL_CODES } from "@/lib/errors/refusal-codes";
import { externalApiDocument } from "@/lib/external-api/openapi";
import { METHOD_NOT_ALLOWED, ROUTE_METHODS, type RouteMethod } from "@/lib/http/methods";
import { INPUT_SCHEMAS, type InputSchemas } from "@/lib/http/route";
import { API_DESCRIPTION } from "./description";
import { jsonSchemaOf } from "./json-schema";

// The OpenAPI 3.1 document of every /api route, made from what each handler's route() holds: the
// zod schemas it parses its input with, the schema of its answer, who may call it and its docs.
// Nothing here is written per route, so the document cannot drift from what the server does.

/** A route file's module: its exported method handlers. */
export type RouteModule = Record<string, unknown>;

/** Route files that are not endpoints: they answer every method alike for paths no route serves. */
export const NOT_ENDPOINTS: Record<string, string> = {
  "/api/[[...path]]": "a path no route serves: 404 to every method",
  "/api/malformed-path": "where a path with malformed percent-encoding goes: 400 to every method",
};

type JsonSchema = Record<string, unknown>;
type Parameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
  description?: string;
};

/** The group of the report endpoints that API keys call. */
const EXTERNAL_TAG = "external";

/** The reference's groups, by a path's first segment after /api; any other segment is its own group. */
const GROUP_OF: Record<string, string> = {
  "send-verification-code": "auth",
  "verify-email": "auth",
  "verify-email-code": "auth",
  users: "auth",
  checkout: "payments",
  "create-checkout-session": "payments",
  subscription: "payments",
  stripe: "payments",
  invite: "vouchers",
  "medical-records": "photos",
  environment: "site",
  health: "site",
  "hero-carousel": "site",
  "user-reviews": "site",
  settings: "site",
  "contact-form": "site",
  "openapi.json": "site",
};

const ERROR_REF = { $ref: "#/components/schemas/Error" };

/** /api/reports/[id] as OpenAPI writes it: /api/reports/{id}. */
export function openApiPath(pattern: string): string {
  return pattern.replace(/\[([^\]]+)\]/g, "{$1}");
}

function parametersOf(schema: ZodType | undefined, location: "path" | "query"): Parameter[] {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, "input");
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries((object.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([name, property]) => {
      const { description, ...propertySchema } = property;
      return {
        name,
        in: location,
        required: location === "path" || required.has(name),
        schema: propertySchema,
        ...(typeof description === "string" ? { description } : {}),
      };
    },
  );
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ERROR_REF } },
});

/** Who may call an operation, as OpenAPI security requirements. */
function securityOf(auth: InputSchemas["auth"]) {
  const signedIn = [{ BearerAuth: [] }, { SessionCookie: [] }];
  switch (auth) {
    case "none":
      return [];
    case "optional":
      return [{}, ...signedIn];
    case "user":
    case "admin":
      return signedIn;
  }
}

/** The refusals any operation with these schemas may meet. */
function refusalsOf(schemas: InputSchemas, method: RouteMethod, hasPathParams: boolean) {
  const refusals: Record<string, unknown> = {};
  if (schemas.auth !== "none") {
    refusals["401"] = {
      $ref: "#/components/responses/Unauthorized",
    };
    refusals["403"] = { $ref: "#/components/responses/Forbidden" };
  }
  if (hasPathParams) refusals["404"] = { $ref: "#/components/responses/NotFound" };
  if (schemas.body || schemas.query || schemas.params || schemas.docs?.json || schemas.docs?.query)
    refusals["422"] = { $ref: "#/components/responses/Invalid" };
  if (method !== "GET" && schemas.body) refusals["415"] = errorResponse("The body is not application/json");
  for (const [status, description] of Object.entries(schemas.docs?.refusals ?? {}))
    refusals[status] = errorResponse(description);
  refusals["503"] = { $ref: "#/components/responses/Unavailable" };
  refusals.default = { $ref: "#/components/responses/Refused" };
  return refusals;
}

function answerOf(schemas: InputSchemas) {
  if (schemas.docs?.produces)
    return {
      description: "The file",
      content: {
        [schemas.docs.produces]: { schema: { type: "string", contentMediaType: schemas.docs.produces } },
      },
    };
  return {
    description: "Success",
    content: {
      "application/json": { schema: schemas.answer ? jsonSchemaOf(schemas.answer, "output") : {} },
    },
  };
}

function requestBodyOf(schemas: InputSchemas) {
  const content: Record<string, { schema: JsonSchema }> = {};
  const json = schemas.body ?? schemas.docs?.json;
  if (json) content["application/json"] = { schema: jsonSchemaOf(json, "input") };
  if (schemas.docs?.multipart)
    content["multipart/form-data"] = { schema: jsonSchemaOf(schemas.docs.multipart, "input") };
  return Object.keys(content).length ? { requestBody: { required: true, content } } : {};
}

function operationId(method: RouteMethod, pattern: string): string {
  const words = pattern
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join("");
}

function operationOf(method: RouteMethod, pattern: string, schemas: InputSchemas) {
  const path = parametersOf(schemas.params, "path");
  const query = parametersOf(schemas.query ?? schemas.docs?.query, "query");
  const segment = pattern.split("/")[2] ?? "api";
  const tag = GROUP_OF[segment] ?? segment;
  return {
    operationId: operationId(method, pattern),
    summary: schemas.docs?.summary ?? `${method} ${openApiPath(pattern)}`,
    ...(schemas.docs?.description ? { description: schemas.docs.description } : {}),
    tags: [tag],
    security: securityOf(schemas.auth),
    ...(path.length + query.length ? { parameters: [...path, ...query] } : {}),
    ...requestBodyOf(schemas),
    responses: { "200": answerOf(schemas), ...refusalsOf(schemas, method, path.length > 0) },
  };
}

/** The handlers a route module answers itself, with what their route() holds. */
export function operationsOf(routeModule: RouteModule): [RouteMethod, InputSchemas][] {
  return ROUTE_METHODS.flatMap((method) => {
    const handler = routeModule[method];
    if (typeof handler !== "function" || METHOD_NOT_ALLOWED in handler) return [];
    const schemas = (handler as { [INPUT_SCHEMAS]?: InputSchemas })[INPUT_SCHEMAS];
    if (!schemas) throw new Error(`${method} of a route module was not made by route()`);
    return [[method, schemas] as [RouteMethod, InputSchemas]];
  });
}

/** The document of these route modules, by URL pattern (/api/reports/[id]). */
export function apiDocument(routes: Record<string, RouteModule>) {
  const external = externalApiDocument();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [pattern, routeModule] of Object.entries(routes).sort(([a], [b]) => a.localeCompare(b))) {
    if (pattern in NOT_ENDPOINTS) continue;
    const path = openApiPath(pattern);
    // The external endpoints keep the operations the console's documentation section lays out.
    const tailored = (external.paths as Record<string, Record<string, unknown>>)[path];
    paths[path] = tailored
      ? Object.fromEntries(
          Object.entries(tailored).map(([method, operation]) => [
            method,
            { ...(operation as object), tags: [EXTERNAL_TAG] },
          ]),
        )
      : Object.fromEntries(
          operationsOf(routeModule).map(([method, schemas]) => [
            method.toLowerCase(),
            operationOf(method, pattern, schemas),
          ]),
        );
  }
  return {
    openapi: "3.1.0",
    info: { title: "SkinSight API", version: external.info.version, description: API_DESCRIPTION },
    paths,
    components: {
      securitySchemes: {
        BearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "The access_token that POST /api/auth/verify-login-code answers.",
        },
        SessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookieName(),
          description:
            "The same token as the browser's session cookie, which the sign-in sets. A write it signs in must come from the app's own pages (403 cross_site).",
        },
        ...external.components.securitySchemes,
      },
      schemas: {
        ...external.components.schemas,
        Error: {
          type: "object",
          properties: {
            detail: { type: "string", description: "What went wrong, for people." },
            code: {
              type: "string",
              enum: Object.keys(REFUSAL_CODES),
              description: "The rule that refused (402, 403, 409, 429), for programs.",
            },
          },
          required: ["detail"],
        },
      },
      responses: {
        Unauthorized: errorResponse("No token, or one that is invalid or expired"),
        Forbidden: errorResponse(
          "The account is blocked (account_blocked), the route is for administrators (admin_required), or a cookie write came from another site (cross_site)",
        ),
        NotFound: errorResponse("Nothing with this id that the caller may see"),
        Invalid: errorResponse("The input does not match the schema; the detail names each field"),
        Refused: errorResponse(
          "Any other refusal: 400, 402, 409, 413 (body too large), 429 (with Retry-After); `code` names the rule",
        ),
        Unavailable: {
          ...errorResponse("The database cannot be reached; try again"),
          headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } },
        },
      },
    },
  };
}

export type ApiDocument = ReturnType<typeof apiDocument>;
