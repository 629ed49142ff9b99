// Checks of free text without zod, so browser code (the contact form) can use them without
// loading zod. The reasons are in ./text.ts.

export const CONTROL_CHARACTERS_REFUSED = "must not contain control characters";

// C0 controls except \t (09), \n (0A) and \r (0D), plus DEL (7F).
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds no control character (tab and line breaks aside) and no unpaired surrogate. */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !UNPAIRED_SURROGATE.test(value);
}

/**
 * Text a machine produced (a PDF's text layer), made storable: control characters become spaces and
 * unpaired surrogates U+FFFD. Only for such text: what people type is refused instead (plainText).
 */
export function toPlainText(value: string): string {
  return value
    .replace(new RegExp(CONTROL_CHARACTER.source, "g"), " ")
    .replace(new RegExp(UNPAIRED_SURROGATE.source, "g"), "\uFFFD");
}

/** The message of plainText() for a form field shown by its label: "Name must not contain ...". */
export const controlCharactersIn = (label: string) => `${label} ${CONTROL_CHARACTERS_REFUSED}`;
