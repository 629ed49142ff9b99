// The contact form's limits and texts, without zod: the page loads these with its first
// scripts and the schema (./schema.ts) only when the form is first checked.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 2000;
export const SPAM_DETECTED = "Spam detected";

/** Spec section 5: the form's messages, the same on the page and in the API's `detail`. */
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

/** A person needs a few seconds to write a message; a form sent faster was filled in by a bot. */
export const CONTACT_MIN_FILL_MS = 3000;
export const FORM_SUBMITTED_TOO_QUICKLY = "Form submitted too quickly";
/** Shown when the server gives no detail of its own. */
export const CONTACT_SEND_FAILED = "Failed to send message. Please try again later.";
export const CONTACT_SENT_TITLE = "Message Sent Successfully!";
export const CONTACT_SENT_TEXT = "Thank you for contacting us. We'll get back to you within 24 hours.";
