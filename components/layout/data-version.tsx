import { DATA_VERSION_META } from "@/lib/cache/page-cache-handler.mjs";

/** The page's data version (lib/cache/page-versions.ts), where the page cache reads it. */
export function DataVersion({ version }: { version: string }) {
  return <meta name={DATA_VERSION_META} content={version} />;
}
