// What an audit entry changed, field by field, for the trail's "Changes" view. Pure.

type Json = unknown;

export type FieldChange = { field: string; before: string; after: string };

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const show = (value: Json) => (value === undefined ? "—" : JSON.stringify(value));

/**
 * The fields whose value differs between before and after (a creation has no before, a deletion
 * no after, so every field shows). Values that are not objects compare as one field, "value".
 */
export function fieldChanges(before: Json, after: Json): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [{ field: "value", before: show(before ?? undefined), after: show(after ?? undefined) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}
