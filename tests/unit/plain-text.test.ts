import { describe, expect, it } from "vitest";
import { EmailAddress } from "@/lib/auth/schemas";
import { CONTROL_CHARACTERS_REFUSED, isPlainText, plainText, toPlainText } from "@/lib/validation/text";

describe("plain text", () => {
  it.each([
    ["ordinary words", "Red patch on the cheek", true],
    ["tabs and line breaks", "line one\tcol\r\nline two\n", true],
    ["accents, scripts and emoji", "Crème brûlée, 日本語, 🙂", true],
    ["an empty string", "", true],
    ["a NUL", "a\u0000b", false],
    ["a bell", "\u0007", false],
    ["an escape sequence", "\u001b[31mred", false],
    ["a vertical tab", "a\u000bb", false],
    ["a form feed", "a\u000cb", false],
    ["the unit separator", "a\u001fb", false],
    ["DEL", "a\u007fb", false],
    ["an unpaired high surrogate", "cut \ud83d", false],
    ["an unpaired low surrogate", "\ude42 cut", false],
  ])("%s: plain text is %s", (_case, value, plain) => {
    expect(isPlainText(value)).toBe(plain);
    const parsed = plainText().safeParse(value);
    expect(parsed.success).toBe(plain);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(CONTROL_CHARACTERS_REFUSED);
  });

  it("names the field in its own words when asked, and refuses non-strings with the given message", () => {
    const name = plainText({ error: "Name is required", controlCharacters: "Name must be plain text" });
    expect(name.safeParse("A\u0000").error?.issues[0]?.message).toBe("Name must be plain text");
    expect(name.safeParse(42).error?.issues[0]?.message).toBe("Name is required");
  });

  it("an e-mail address with a NUL is not a valid address", () => {
    expect(EmailAddress.safeParse("ada\u0000@example.com").success).toBe(false);
    expect(EmailAddress.safeParse("ada@example.com\u0000").success).toBe(false);
  });

  it("text a machine extracted is made storable: controls become spaces, unpaired surrogates U+FFFD", () => {
    expect(toPlainText("A\u0000B\u001bC\tD\r\nE \ud83d 🙂")).toBe("A B C\tD\r\nE \ufffd 🙂");
    expect(isPlainText(toPlainText("\u0000\u007f\ude42"))).toBe(true);
  });
});
