import { z } from "zod";
import {
  BAD_IMAGE,
  DISABLED_API_KEY,
  EXTERNAL_BODY_TOO_LARGE,
  EXTERNAL_RATE_LIMITED,
  ExternalAnalysisRequest,
  ExternalAnalysisResponse,
  INVALID_API_KEY,
} from "./index";
import { LOCALES } from "@/lib/i18n/locales";
import { jsonSchemaOf } from "@/lib/openapi/json-schema";

// The OpenAPI 3.1 document of the two external endpoints, generated from the zod schemas the
// handlers use, so the documentation cannot drift from what the server accepts and answers.

const Detail = z.object({ detail: z.string() });

function operation(kind: "summary" | "full") {
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  return {
    post: {
      summary: kind === "summary" ? "A summary report of one photo" : "A full report of one photo",
      description: `Needs an API key with the ${kind} permission.`,
      security: [{ ApiKey: [] }],
      requestBody: {
        required: true,
        content: { "application/json": { schema: { $ref: "#/components/schemas/AnalysisRequest" } } },
      },
      responses: {
        "200": {
          description: "The report; usage_count counts the key's successful calls.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/AnalysisResponse" } } },
        },
        "401": error(`Missing or unknown key (${INVALID_API_KEY})`),
        "403": error(`${DISABLED_API_KEY}, or the key lacks the ${kind} permission`),
        "413": error(EXTERNAL_BODY_TOO_LARGE),
        "422": error(`${BAD_IMAGE}; or a language other than ${LOCALES.join(", ")}`),
        "429": {
          ...error(EXTERNAL_RATE_LIMITED),
          headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } },
        },
        "502": error("The analysis failed; the call is not counted"),
      },
    },
  };
}

export function externalApiDocument() {
  return {
    openapi: "3.1.0",
    info: { title: "SkinSight external report API", version: "1.0.0" },
    paths: { "/api/summary": operation("summary"), "/api/full": operation("full") },
    components: {
      securitySchemes: { ApiKey: { type: "apiKey", in: "header", name: "X-API-Key" } },
      schemas: {
        AnalysisRequest: jsonSchemaOf(ExternalAnalysisRequest, "input"),
        AnalysisResponse: jsonSchemaOf(ExternalAnalysisResponse, "output"),
        Error: jsonSchemaOf(Detail, "output"),
      },
    },
  };
}
