import { z, type ZodType } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) of a zod schema, as a request (input) or an
 * answer (output) sees it. Zod bounds every integer by JavaScript's safe range; those bounds say
 * nothing to a reader (and become the examples reference pages show), so they are left out.
 */
export function jsonSchemaOf(schema: ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonSchema;
  return rest;
}
