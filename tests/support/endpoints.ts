import { readdirSync } from "node:fs";
import path from "node:path";
import { z, type ZodType } from "zod";
import { METHOD_NOT_ALLOWED } from "@/lib/http/methods";
import { INPUT_SCHEMAS, type InputSchemas } from "@/lib/http/route";
import { sampleFromSchema } from "../fakes/json-schema-sample";

// Every API endpoint, found on disk rather than listed by hand, so a new route is covered (and
// fuzzed) the day it is added. A route module that does not load, or loads without exporting any
// HTTP method, fails the suite that enumerates it.

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Handler = (
  req: import("next/server").NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export type Endpoint = {
  /** The route file, relative to the project, e.g. app/api/reports/[id]/route.ts. */
  file: string;
  /** The URL pattern, e.g. /api/reports/[id]. */
  pattern: string;
  method: HttpMethod;
  handler: Handler;
  /** Names of the dynamic segments, in order. */
  paramNames: string[];
  /** The zod schemas route() parses with, when the handler was built by route(). */
  schemas?: InputSchemas;
};

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The route files under app/api, relative to the project root, sorted. */
export function apiRouteFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name === "route.ts") found.push(relative);
    }
  };
  walk("app/api");
  return found.sort();
}

export function patternOf(file: string): string {
  return "/" + path.posix.dirname(file).replace(/^app\//, "");
}

export function paramNamesOf(pattern: string): string[] {
  return [...pattern.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1] ?? "");
}

/** A method a route module answers itself: not one of the 405s that otherMethods() exports for it. */
export function isEndpoint(exported: unknown): boolean {
  return typeof exported === "function" && !(METHOD_NOT_ALLOWED in exported);
}

/** Imports every route module and lists each exported method handler. */
export async function loadEndpoints(files = apiRouteFiles()): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const file of files) {
    const routeModule = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    const methods = HTTP_METHODS.filter((m) => isEndpoint(routeModule[m]));
    if (methods.length === 0) throw new Error(`${file} exports no HTTP method handler`);
    const pattern = patternOf(file);
    for (const method of methods) {
      const handler = routeModule[method] as Handler & { [INPUT_SCHEMAS]?: InputSchemas };
      endpoints.push({
        file,
        pattern,
        method,
        handler,
        paramNames: paramNamesOf(pattern),
        schemas: handler[INPUT_SCHEMAS],
      });
    }
  }
  return endpoints;
}

/** The URL of `pattern` with its dynamic segments filled in (percent-encoded). */
export function urlFor(pattern: string, params: Record<string, string>, query = ""): string {
  // A lone surrogate has no UTF-8 form: it goes out as U+FFFD, as a browser would send it.
  const encode = (value: string) => encodeURIComponent(Buffer.from(value).toString());
  const filled = pattern.replace(/\[([^\]]+)\]/g, (_m, name: string) => encode(params[name] ?? ""));
  return query ? `${filled}?${query}` : filled;
}

/** A value that the schema's JSON Schema says is valid (refinements aside), or undefined. */
export function sampleInput(schema: ZodType | undefined): unknown {
  if (!schema) return undefined;
  try {
    return sampleFromSchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
  } catch {
    return undefined;
  }
}

export type Leaf = { path: (string | number)[]; value: unknown };

/** Every leaf (non-object, non-array value) of a JSON value, with its path. */
export function leavesOf(value: unknown, at: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, [...at, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...at, k]));
  return at.length ? [{ path: at, value }] : [];
}

/** A copy of `value` with the leaf at `at` replaced. */
export function withLeaf(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, replacement);
  return copy;
}
