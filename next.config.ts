import path from "node:path";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";
import {
  REPORT_PAGE_SOURCE,
  VISITOR_PAGE_REWRITES,
  VISITOR_PAGES_PATH,
  VISITOR_REPORT_REWRITE,
} from "./lib/site/visitor-pages";

const isDev = process.env.NODE_ENV !== "production";

// Security headers for every response: lib/http/security-headers.ts.
const headersForAll = Object.entries(securityHeaders(isDev)).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page on every answer, and pages are sent no-store, so no browser
  // could ever revalidate with one (hashing the visitor's report page cost ~10 % of serving it).
  generateEtags: false,
  // The pages every signed-out visitor shares are kept in memory until what they show changes
  // (the file says how).
  // Next runs from the project's folder, which holds it.
  cacheHandler: path.resolve("lib/cache/page-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // Native and WebAssembly server packages stay out of the bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@aws-sdk/client-s3",
    "@prisma/schema-engine-wasm",
    "@prisma/driver-adapter-utils",
    "pg",
    "pino",
    "sharp",
    "heic-decode",
    "unpdf",
  ],
  async rewrites() {
    return { beforeFiles: [...VISITOR_PAGE_REWRITES, VISITOR_REPORT_REWRITE], afterFiles: [], fallback: [] };
  },
  async headers() {
    // Next would mark the kept visitors' pages for shared caches (s-maxage): a report made private
    // must vanish at once, and a shared cache would hand a signed-in viewer the signed-out page, so
    // they are sent as every other page is.
    const noStore = [
      { key: "Cache-Control", value: "private, no-cache, no-store, max-age=0, must-revalidate" },
    ];
    return [
      { source: "/:path*", headers: headersForAll },
      { source: REPORT_PAGE_SOURCE, headers: noStore },
      ...VISITOR_PAGE_REWRITES.map(({ source }) => ({ source, headers: noStore })),
      { source: `${VISITOR_PAGES_PATH}/:page`, headers: noStore },
    ];
  },
};

export default nextConfig;
