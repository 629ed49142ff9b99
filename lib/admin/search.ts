// The console's text searches (users, reports, payments) are ILIKE '%text%' through Prisma's
// `contains`, which passes the text to PostgreSQL as it is: a `%` or `_` typed into a search box
// would be a wildcard (`_` matches every row) and a `\` would escape the next character. Every
// search goes through containsText(), so what is typed is what is looked for.

/** `text` with LIKE's wildcards and its escape character (PostgreSQL's default, `\`) escaped. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** A case-insensitive substring filter for `text` as typed. */
export function containsText(text: string) {
  return { contains: escapeLikePattern(text), mode: "insensitive" as const };
}
