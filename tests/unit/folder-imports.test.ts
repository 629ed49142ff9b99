import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Folders of lib/ that depend on each other one way only (docs/conventions.md, "Domain").

const ONE_WAY: { folder: string; never: string; why: string }[] = [
  { folder: "reports", never: "analysis", why: "the analysis makes reports" },
  { folder: "reports", never: "photos", why: "photos are shown through the report access rules" },
  { folder: "auth", never: "http", why: "route() authenticates through auth" },
  { folder: "spots", never: "analysis", why: "the analysis puts reports on spots" },
  {
    folder: "reports",
    never: "spots",
    why: "a report's spot is a column the spots read, not a rule of reports",
  },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join("lib", folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => path.join("lib", folder, file));
}

/** The lib/ folders a file imports, static or dynamic, by the @/ alias or a relative path. */
function importedFolders(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import\(|import)\s*["']([^"']+)["']/g)].map(
    (m) => m[1] ?? "",
  );
  return specifiers.flatMap((specifier) => {
    const target = specifier.startsWith("@/")
      ? specifier.slice(2)
      : specifier.startsWith(".")
        ? path.join(path.dirname(file), specifier)
        : null;
    const [root, folder] = target?.split(/[\\/]/) ?? [];
    return root === "lib" && folder ? [folder] : [];
  });
}

describe("folders of lib/ that import one way", () => {
  for (const { folder, never, why } of ONE_WAY) {
    it(`lib/${folder} never imports lib/${never}: ${why}`, () => {
      const offending = sourceFiles(folder).filter((file) => importedFolders(file).includes(never));
      expect(offending).toEqual([]);
    });
  }

  it("lib/errors imports nothing else of lib/, so every folder may throw its errors", () => {
    const offending = sourceFiles("errors").filter((file) =>
      importedFolders(file).some((folder) => folder !== "errors"),
    );
    expect(offending).toEqual([]);
  });

  it("sees an import of another folder, so an empty answer above means something", () => {
    expect(importedFolders("lib/analysis/run.ts")).toContain("reports");
    expect(importedFolders("lib/http/route.ts")).toContain("auth");
  });
});
