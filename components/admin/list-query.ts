/** A list's query as URL parameters: numbers as text, an empty search left out. */
export function listParams(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Rows per page in the console's lists (the API allows up to 200). */
export const PAGE_SIZE = 25;
