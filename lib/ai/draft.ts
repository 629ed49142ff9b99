import { Allow, parse } from "partial-json";

// The text a reader sees of a report while it is written: its title, then its content, from the
// model's JSON answer as far as it has come.

/** The draft of a JSON answer still being written: its title and content so far, or "" before either. */
export function draftOf(partialJson: string): string {
  let partial: unknown;
  try {
    // A model that wraps its JSON in a Markdown code block (as local ones often do) is read inside it.
    const json = partialJson.replace(/^\s*```(?:json)?\s*/i, "").replace(/\s*`{1,3}\s*$/, "");
    partial = parse(json, Allow.STR | Allow.OBJ);
  } catch {
    // Malformed so far: the finished answer is checked, and asked for again, at the end.
    return "";
  }
  if (typeof partial !== "object" || partial === null) return "";
  const { title, content } = partial as { title?: unknown; content?: unknown };
  const head = typeof title === "string" ? title : "";
  if (typeof content !== "string" || content === "") return head;
  return `${head}\n\n${content}`;
}
