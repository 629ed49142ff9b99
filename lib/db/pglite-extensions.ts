import type { Extensions } from "@electric-sql/pglite";

/**
 * The PostgreSQL extensions the migrations create, for every embedded PGlite (the app's, the
 * migrations' shadow, the tests'): PGlite can only create an extension it was started with.
 * pg_trgm: trigram indexes for the console's ILIKE '%x%' searches.
 */
export async function pgliteExtensions(): Promise<Extensions> {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}
