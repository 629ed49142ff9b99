import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { contactCopyEmail } from "@/lib/email/templates";
import { unprocessable } from "@/lib/errors/http-error";
import { requestLocale } from "@/lib/i18n/negotiate";
import type { Logger } from "@/lib/log";
import { enforceClientRateLimit } from "@/lib/rate-limit";
import { ContactFormSchema } from "./schema";
import { CONTACT_RATE_LIMITED } from "./texts";

// A person rarely writes more than a couple of messages an hour; more from one
// address is a bot filling the support inbox.
export const CONTACT_LIMIT_PER_HOUR = 5;

/** The first problem, in the form's own words, so the page can show it as is. */
function parseContactForm(input: unknown) {
  const parsed = ContactFormSchema.safeParse(input);
  if (!parsed.success) throw unprocessable(parsed.error.issues[0]?.message ?? "Invalid message");
  return parsed.data;
}

/**
 * Stores a contact message and copies it to the support inbox; the copy failing loses nothing. The
 * copy is in the language the form names, else the request's (`headers`).
 */
export async function submitContactMessage(
  input: unknown,
  request: { ip: string; log: Logger; headers: Headers },
) {
  await enforceClientRateLimit(
    `contact:ip:${request.ip}`,
    CONTACT_LIMIT_PER_HOUR,
    3600,
    CONTACT_RATE_LIMITED,
  );
  const form = parseContactForm(input);
  const message = await db.contactMessage.create({
    data: {
      name: form.name,
      email: form.email,
      subject: form.subject,
      message: form.message,
      pageUrl: form.page_url ?? null,
      referrerUrl: form.referrer_url ?? null,
      clientTimestamp: form.timestamp ? new Date(form.timestamp) : null,
      ip: request.ip,
    },
  });
  try {
    const copy = await contactCopyEmail(
      { name: form.name, email: form.email, subject: form.subject, message: form.message },
      form.language ?? requestLocale(request.headers),
    );
    await sendEmail({
      to: env().CONTACT_EMAIL,
      ...copy,
      purpose: "contact_copy",
      replyTo: form.email,
    });
  } catch (error) {
    request.log.error(
      { err: error, contact_message_id: message.id },
      "contact message stored but not e-mailed",
    );
  }
  return { success: true };
}
