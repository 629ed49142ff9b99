import { z } from "zod";
import { CONTROL_CHARACTERS_REFUSED, isPlainText } from "./plain-text";

export { CONTROL_CHARACTERS_REFUSED, controlCharactersIn, isPlainText, toPlainText } from "./plain-text";

// Free text from people (notes, answers, names, messages) is stored in PostgreSQL, shown on pages,
// copied into e-mails and sent to the model. PostgreSQL refuses the NUL character in text and in
// JSON, so a NUL that got past the schema failed the request with a 500 only when it was written:
// for an analysis, after the model had been paid for. The other C0 control characters (escape
// sequences, backspace, bell, ...) and DEL have no place in typed text either, and an unpaired
// UTF-16 surrogate cannot be stored in JSON. All of these are refused here, in the schemas, before
// any work is done: refusing loses nothing silently, where stripping would change what was meant.
// Tab, line feed and carriage return are ordinary text and stay.

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
 * An id, token or secret from a URL or a body: plain text (so a NUL never reaches a database lookup,
 * where PostgreSQL refuses it with an error) of at most `max` characters.
 */
export function opaqueText(max: number) {
  return plainText().max(max);
}

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
