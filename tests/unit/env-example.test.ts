import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `.env.example` lists every variable the app reads: those lib/config/env.ts parses, and those
// read straight from process.env (before the configuration is parsed, or by a library).

/** Set by Next or by the project's own configuration files, never by whoever runs the app. */
const SET_FOR_THE_APP = new Set(["NODE_ENV", "NEXT_RUNTIME", "NEXT_PHASE", "PRISMA_SCHEMA_ENGINE_BINARY"]);
const APP_SOURCES = ["app", "lib", "components"];
const APP_FILES = ["instrumentation.ts", "proxy.ts", "next.config.ts", "prisma.config.ts"];

function sourceFiles(): string[] {
  return [
    ...APP_FILES,
    ...APP_SOURCES.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith("generated"))
        .map((file) => path.join(folder, file)),
    ),
  ];
}

function variablesRead(): Set<string> {
  const config = readFileSync("lib/config/env.ts", "utf8");
  const schema = config.slice(config.indexOf("const EnvSchema = z.object({"), config.indexOf("\n});"));
  const parsed = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)];
  const direct = sourceFiles().flatMap((file) => [
    ...readFileSync(file, "utf8").matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]+)|\["([A-Z][A-Z0-9_]+)"\])/g),
  ]);
  return new Set([
    ...parsed.map((m) => m[1]!),
    ...direct.map((m) => (m[1] ?? m[2])!).filter((name) => !SET_FOR_THE_APP.has(name)),
  ]);
}

const listed = new Set(
  [...readFileSync(".env.example", "utf8").matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!),
);

describe(".env.example", () => {
  it("lists every variable the app reads", () => {
    const read = variablesRead();
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it("sees the variables read both ways, so an empty answer above means something", () => {
    const read = variablesRead();
    expect(read).toContain("DATABASE_URL");
    expect(read).toContain("OTEL_EXPORTER_OTLP_ENDPOINT");
    expect(read.size).toBeGreaterThan(30);
  });
});
