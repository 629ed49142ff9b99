import { readFile } from "node:fs/promises";
import path from "node:path";
import project from "@/package.json";

// The API reference page's script: Scalar's standalone browser bundle, served by the app itself,
// since the Content Security Policy allows scripts from this origin only (and machines without the
// internet have no CDN). Its URL names the version, so browsers keep it for good.

/** The pinned version (package.json): the package does not export its own package.json. */
export const SCALAR_VERSION = project.dependencies["@scalar/api-reference"];
export const SCALAR_BUNDLE_PATH = `/docs/api/scalar.js?v=${SCALAR_VERSION}`;

let bundle: Promise<Buffer> | undefined;

/** The bundle's bytes, read once from the installed package. */
export function scalarBundle(): Promise<Buffer> {
  bundle ??= readFile(
    path.join(
      /*turbopackIgnore: true*/ process.cwd(),
      "node_modules/@scalar/api-reference/dist/browser/standalone.js",
    ),
  );
  return bundle;
}
