/** Next's cache for the pages every signed-out visitor shares; see page-cache-handler.mjs. */
export const DATA_VERSION_META: string;
export const UNKEPT_VERSION: string;

export default class PageCacheHandler {
  get(key: string): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown): Promise<void>;
  revalidateTag(): Promise<void>;
  resetRequestCache(): void;
}
