import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/http/security-headers";

const isDev = process.env.NODE_ENV !== "production";

// Security headers for every response: lib/http/security-headers.ts.
const headersForAll = Object.entries(securityHeaders(isDev)).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page on every answer, and pages are sent no-store, so no browser
  // could ever revalidate with one.
  generateEtags: false,
  // Pages and reads every viewer gets the same way are kept by Next's own cache (docs/caching.md):
  // 'use cache' entries through this handler, which hears other instances' changes.
  cacheComponents: true,
  // The first visit of a page Next has not kept yet waits for it to be rendered, rather than getting
  // a shell first: its status (404 for a report one may not see) is decided before anything is sent.
  partialPrefetching: false,
  // Next runs from the project's folder, which holds it.
  cacheHandlers: { default: path.resolve("lib/cache/handler.mjs") },
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
    "piscina",
    // Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/observability/tracing.ts).
    "@vercel/otel",
  ],
  // English keeps the spec's paths: app/[locale] serves them as /en (docs/i18n.md). Before the
  // files and routes, so a path is never taken for a language (`/gallery` as `[locale]`); left
  // alone: /api, /_next, the console's page, the API reference, files (a dot in the last segment) and the
  // other languages' paths. /en/... is never an address of its own (below).
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/", destination: "/en" },
        {
          source:
            "/:path((?!(?:api|_next|en|de|fr|es|it|pt)(?:/|$)|admin$|docs/api(?:/|$))(?!(?:.*/)?[^/]*\\.[^/]*$).+)",
          destination: "/en/:path",
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      { source: "/en", destination: "/", permanent: true },
      { source: "/en/:path*", destination: "/:path*", permanent: true },
    ];
  },
  async headers() {
    // Next would mark the pages it keeps for shared caches (s-maxage): a report made private must
    // vanish at once, and a shared cache in front would not know, so pages are never kept outside.
    const noStore = [
      { key: "Cache-Control", value: "private, no-cache, no-store, max-age=0, must-revalidate" },
    ];
    return [
      { source: "/:path*", headers: headersForAll },
      // Scalar's bundle for /docs/api names its version in its URL and is kept for good.
      { source: "/((?!api/|_next/|demo/|icons/|docs/api/scalar\\.js).*)", headers: noStore },
    ];
  },
};

// next-intl reads its request configuration (the page's language and catalogue) from lib/i18n.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // The catalogues are compiled when built, so browsers get no ICU parser.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

export default withNextIntl(nextConfig);
