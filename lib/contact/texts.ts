// The contact form's limits and the API's texts, without zod: the page loads these with its first
// scripts and the schema (./schema.ts) only when the form is first checked.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 2000;
export const SPAM_DETECTED = "Spam detected";

/**
 * Spec section 5: the form's messages, as the schema words them and the API's `detail` sends them.
 * The page shows each in its own language: the `contact.errors` message of the same key.
 */
export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name is too long",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Subject is required",
  subjectTooShort: "Subject must be at least 3 characters",
  subjectTooLong: "Subject is too long",
  messageRequired: "Message is required",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message is too long (max 2000 characters)",
  spam: SPAM_DETECTED,
} as const;

/** The API's answer to an address over its hourly limit; the page shows `contact.errors.rateLimited`. */
export const CONTACT_RATE_LIMITED = "Too many messages. Please try again later.";

/** A person needs a few seconds to write a message; a form sent faster was filled in by a bot. */
export const CONTACT_MIN_FILL_MS = 3000;
