import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES as M, CONTACT_RATE_LIMITED, ContactFormFields } from "@/lib/contact/schema";
import { CONTROL_CHARACTERS_REFUSED } from "@/lib/validation/plain-text";
import en from "@/messages/en.json";

const problems = (input: Record<string, unknown>) => {
  const parsed = ContactFormFields.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("the contact page's form schema (the API's own)", () => {
  it("reports every empty field at once, one message each", () => {
    expect(problems({ name: "", email: "", subject: "", message: "", website: "" })).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      subject: M.subjectRequired,
      message: M.messageRequired,
    });
  });

  it("reports values over their limits with the spec's words", () => {
    expect(
      problems({
        name: "N".repeat(101),
        email: "marie@example.com",
        subject: "S".repeat(201),
        message: "M".repeat(2001),
        website: "http://spam.example",
      }),
    ).toEqual({ name: M.nameTooLong, subject: M.subjectTooLong, message: M.messageTooLong, website: M.spam });
  });

  it("accepts a complete message with the trap left empty, trimmed", () => {
    expect(
      ContactFormFields.parse({
        name: "  Marie Curie ",
        email: " marie@example.com ",
        subject: "Question",
        message: "Could you explain my report?",
        website: "",
      }),
    ).toEqual({
      name: "Marie Curie",
      email: "marie@example.com",
      subject: "Question",
      message: "Could you explain my report?",
      website: "",
    });
  });

  it("is shown on the page in the API's own English words, each under the key the page looks it up by", () => {
    const { rateLimited, controlCharacters, ...shown } = en.contact.errors;
    expect(shown).toEqual(M);
    expect(rateLimited).toBe(CONTACT_RATE_LIMITED);
    expect(controlCharacters).toBe(`{field} ${CONTROL_CHARACTERS_REFUSED}`);
  });
});
