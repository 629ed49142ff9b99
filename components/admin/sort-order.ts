export type SortOrder = "asc" | "desc";

export const SORT_ORDER_OPTIONS: readonly { value: SortOrder; label: string }[] = [
  { value: "desc", label: "Descending" },
  { value: "asc", label: "Ascending" },
];

/** Options of a ChoiceSelect from a label table. */
export function optionsOf<T extends string>(labels: Record<T, string>): { value: T; label: string }[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}
