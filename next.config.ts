import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";

const isDev = process.env.NODE_ENV !== "production";

// Security headers for every response: lib/http/security-headers.ts.
const headersForAll = Object.entries(securityHeaders(isDev)).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
  async headers() {
    return [{ source: "/:path*", headers: headersForAll }];
  },
};

export default nextConfig;
