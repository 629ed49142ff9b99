// zod/mini: the same checks as zod, in a form the browser bundle can tree-shake,
// since the contact page ships this schema to the browser.
import { z } from "zod/mini";
import { LOCALES } from "@/lib/i18n/locales";
import { controlCharactersIn, isPlainText } from "@/lib/validation/plain-text";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  SPAM_DETECTED,
} from "./texts";

// The contact form, checked the same way by the page and by POST /api/contact-form.

export {
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_MAX,
  CONTACT_MIN_FILL_MS,
  CONTACT_NAME_MAX,
  CONTACT_RATE_LIMITED,
  CONTACT_SUBJECT_MAX,
  SPAM_DETECTED,
} from "./texts";

// Text without control characters (lib/validation/text.ts), named by the field's label.
const plain = (label: string) => z.refine<string>(isPlainText, { error: controlCharactersIn(label) });

/** A required, trimmed text field: "required" stops the other checks. */
const requiredText = (
  label: string,
  required: string,
  min: number,
  tooShort: string,
  max: number,
  tooLong: string,
) =>
  z
    .string({ error: required })
    .check(
      plain(label),
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.minLength(min, { error: tooShort }),
      z.maxLength(max, { error: tooLong }),
    );

const optionalUrl = (label: string) => z.nullish(z.string().check(plain(label), z.trim(), z.maxLength(2048)));

const M = CONTACT_MESSAGES;
export const ContactFormSchema = z.object({
  // Hidden from people; bots fill it in.
  website: z.nullish(z.string().check(z.maxLength(0, { error: SPAM_DETECTED }))),
  name: requiredText("Name", M.nameRequired, 2, M.nameTooShort, CONTACT_NAME_MAX, M.nameTooLong),
  email: z.pipe(
    z
      .string({ error: M.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: M.emailRequired, abort: true }),
        z.maxLength(254, { error: M.emailInvalid, abort: true }),
      ),
    z.email({ error: M.emailInvalid }),
  ),
  subject: requiredText(
    "Subject",
    M.subjectRequired,
    3,
    M.subjectTooShort,
    CONTACT_SUBJECT_MAX,
    M.subjectTooLong,
  ),
  message: requiredText(
    "Message",
    M.messageRequired,
    10,
    M.messageTooShort,
    CONTACT_MESSAGE_MAX,
    M.messageTooLong,
  ),
  page_url: optionalUrl("Page URL"),
  referrer_url: optionalUrl("Referrer URL"),
  timestamp: z.nullish(z.iso.datetime({ offset: true })),
  // The language of the page the form was sent from: the support inbox's copy is framed in it.
  language: z.optional(z.enum(LOCALES)),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;

/** What the page's form holds: the fields a person fills in, and the hidden trap for bots. */
export const ContactFormFields = z.pick(ContactFormSchema, {
  name: true,
  email: true,
  subject: true,
  message: true,
  website: true,
});
export type ContactFormInput = z.input<typeof ContactFormFields>;
export type ContactFormValues = z.output<typeof ContactFormFields>;
