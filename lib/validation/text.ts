import { z } from "zod";

// Free text from people (notes, answers, names, messages) is stored in PostgreSQL, shown on pages,
// copied into e-mails and sent to the model. PostgreSQL refuses the NUL character in text and in
// JSON, so a NUL that got past the schema failed the request with a 500 only when it was written:
// for an analysis, after the model had been paid for. The other C0 control characters (escape
// sequences, backspace, bell, ...) and DEL have no place in typed text either, and an unpaired
// UTF-16 surrogate cannot be stored in JSON. All of these are refused here, in the schemas, before
// any work is done: refusing loses nothing silently, where stripping would change what was meant.
// Tab, line feed and carriage return are ordinary text and stay.

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

export type PlainTextOptions = {
  /** The message when the value is not a string at all (zod's own otherwise). */
  error?: string;
  /**
   * The message when it holds a control character. Defaults to CONTROL_CHARACTERS_REFUSED, which
   * route() prefixes with the field's path ("context_history: must not ..."); forms that show one
   * message alone pass their own, naming the field ("Name must not ...").
   */
  controlCharacters?: string;
};

/**
 * A string of plain text, for every free-text input. Chain the usual checks after it
 * (`plainText().trim().max(1000)`); its message comes first.
 */
export function plainText(options: PlainTextOptions = {}) {
  return (
    z
      .string(options.error === undefined ? undefined : { error: options.error })
      // Not `abort`: an aborted check would make a union (a string or a number, ...) hide this message
      // behind "Invalid input". Later checks may add their own messages after this one.
      .refine(isPlainText, { error: options.controlCharacters ?? CONTROL_CHARACTERS_REFUSED })
  );
}

/** The message of plainText() for a form field shown by its label: "Name must not contain ...". */
export const controlCharactersIn = (label: string) => `${label} ${CONTROL_CHARACTERS_REFUSED}`;
