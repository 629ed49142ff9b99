import { z } from "zod";
import { controlCharactersIn, plainText } from "@/lib/validation/text";

// The contact form, checked the same way by the page and by POST /api/contact-form.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 2000;
export const SPAM_DETECTED = "Spam detected";

/** A required, trimmed text field of this label: "required" stops the other checks. */
const requiredText = (
  label: string,
  required: string,
  min: number,
  tooShort: string,
  max: number,
  tooLong: string,
) =>
  plainText({ error: required, controlCharacters: controlCharactersIn(label) })
    .trim()
    .min(1, { error: required, abort: true })
    .min(min, { error: tooShort })
    .max(max, { error: tooLong });

const optionalUrl = (label: string) =>
  plainText({ controlCharacters: controlCharactersIn(label) })
    .trim()
    .max(2048)
    .nullish();

export const ContactFormSchema = z.object({
  // Hidden from people; bots fill it in.
  website: z.string().max(0, { error: SPAM_DETECTED }).nullish(),
  name: requiredText(
    "Name",
    "Name is required",
    2,
    "Name must be at least 2 characters",
    CONTACT_NAME_MAX,
    "Name is too long",
  ),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required", abort: true })
    .max(254, { error: "Please enter a valid email address", abort: true })
    .pipe(z.email({ error: "Please enter a valid email address" })),
  subject: requiredText(
    "Subject",
    "Subject is required",
    3,
    "Subject must be at least 3 characters",
    CONTACT_SUBJECT_MAX,
    "Subject is too long",
  ),
  message: requiredText(
    "Message",
    "Message is required",
    10,
    "Message must be at least 10 characters",
    CONTACT_MESSAGE_MAX,
    "Message is too long (max 2000 characters)",
  ),
  page_url: optionalUrl("Page URL"),
  referrer_url: optionalUrl("Referrer URL"),
  timestamp: z.iso.datetime({ offset: true }).nullish(),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;
