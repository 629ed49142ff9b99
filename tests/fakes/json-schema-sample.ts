type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const MAX_DEPTH = 8;

/**
 * A small value that satisfies the JSON Schema subset OpenAI structured outputs accept
 * (type, properties, items, enum, const, anyOf, $ref/$defs, formats, numeric and length bounds).
 * Prefers non-null branches and one-element arrays so callers exercise their happy path.
 */
export function sampleFromSchema(schema: unknown, root: unknown = schema, depth = 0): unknown {
  if (!isObject(schema) || depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === "string")
    return sampleFromSchema(resolveRef(schema.$ref, root), root, depth + 1);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) {
    const preferred = variants.find((v) => !(isObject(v) && v.type === "null")) ?? variants[0];
    return sampleFromSchema(preferred, root, depth + 1);
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== "null") ?? "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(isObject(schema.properties) ? schema.properties : {}).map(([key, sub]) => [
          key,
          sampleFromSchema(sub, root, depth + 1),
        ]),
      );
    case "array": {
      const min = numberOr(schema.minItems, 0);
      const length = depth >= MAX_DEPTH - 1 ? min : Math.max(min, Math.min(1, numberOr(schema.maxItems, 1)));
      return Array.from({ length }, () => sampleFromSchema(schema.items, root, depth + 1));
    }
    case "string":
      return sampleString(schema);
    case "number":
    case "integer":
      return sampleNumber(schema, type === "integer");
    case "boolean":
      return false;
    default:
      return null;
  }
}

function sampleString(schema: JsonObject): string {
  switch (schema.format) {
    case "date-time":
      return "2024-01-01T00:00:00Z";
    case "date":
      return "2024-01-01";
    case "time":
      return "00:00:00";
    case "email":
      return "user@example.com";
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "uri":
      return "https://example.com";
  }
  return "sample".padEnd(numberOr(schema.minLength, 0), "x");
}

function sampleNumber(schema: JsonObject, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  const lower =
    typeof schema.minimum === "number"
      ? schema.minimum
      : typeof schema.exclusiveMinimum === "number"
        ? schema.exclusiveMinimum + step
        : 0;
  const upper =
    typeof schema.maximum === "number"
      ? schema.maximum
      : typeof schema.exclusiveMaximum === "number"
        ? schema.exclusiveMaximum - step
        : Infinity;
  const value = Math.min(Math.max(0, lower), upper);
  return integer ? Math.ceil(value) : value;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" ? value : fallback;
}

/** Resolves a local JSON pointer such as "#/$defs/Finding" or "#". */
function resolveRef(ref: string, root: unknown): unknown {
  if (!ref.startsWith("#")) return undefined;
  return ref
    .slice(1)
    .split("/")
    .filter(Boolean)
    .map((part) => decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);
}
