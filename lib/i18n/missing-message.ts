// Its own module: the browser's provider needs it, and must not load the catalogues' loaders with it.

/** What a missing message shows: a marker the browser tests look for on every page. */
export function missingMessage({ namespace, key }: { namespace?: string; key: string }): string {
  return `⟦${namespace ? `${namespace}.` : ""}${key}⟧`;
}
