// `next/cache` for tests that run lib code outside Next (vitest): there is no cache scope there, so
// the shared reads (lib/cache/shared-reads.ts) run uncached and their tags and lives are ignored.
// What Next keeps, and when it drops it, is proven against the built app (tests/system, tests/e2e).

export function cacheTag(...tags: string[]): void {
  void tags;
}

export function cacheLife(profile: unknown): void {
  void profile;
}
