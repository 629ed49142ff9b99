/** Next's cache handler for visitors' report pages; see page-cache-handler.mjs. */
export default class PageCacheHandler {
  get(key: string): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown): Promise<void>;
  revalidateTag(): Promise<void>;
  resetRequestCache(): void;
}
