import { createTranslator } from "next-intl";
import type { BodySite } from "@/lib/generated/prisma/enums";
import { formatterFor } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { missingMessage } from "@/lib/i18n/missing-message";

// Every e-mail SkinSight sends, as an HTML and a plain-text part, in the recipient's language
// (docs/i18n.md, "E-mails"). No images, tracking pixels or redirecting links: a mail shows exactly
// what it says.

export type EmailContent = { subject: string; html: string; text: string };

const PRODUCT = "SkinSight";
const CODE_MINUTES = 10;

/**
 * A mail's texts in one language: the `email` namespace of the catalogue and the language's
 * formatter. next-intl's getTranslations needs Next's server runtime; a mail is also written
 * outside it (the tests, scripts), so the translator is made from the same catalogue directly.
 */
export async function emailTexts(locale: Locale) {
  const t = createTranslator({
    locale,
    messages: await messagesFor(locale),
    namespace: "email",
    getMessageFallback: missingMessage,
  });
  return { locale, t, format: formatterFor(locale) };
}
export type EmailTexts = Awaited<ReturnType<typeof emailTexts>>;

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A subject never carries line breaks from user input into the mail header. */
function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

export function layout(mail: EmailTexts, heading: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${mail.locale}">
<head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e7eb;font-size:20px;font-weight:bold;color:#2563eb">${PRODUCT}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794">${escapeHtml(mail.t("footer"))}</td></tr>
</table>
</body>
</html>`;
}

export const paragraph = (html: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${html}</p>`;

async function codeEmail(
  locale: Locale,
  kind: "loginCode" | "verificationCode",
  code: string,
): Promise<EmailContent> {
  const mail = await emailTexts(locale);
  const { t } = mail;
  const purpose = t(`${kind}.purpose`);
  const expires = t("code.expires", { minutes: CODE_MINUTES });
  const ignore = t("code.ignore");
  const html = layout(
    mail,
    t(`${kind}.heading`),
    [
      paragraph(escapeHtml(purpose)),
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace">${escapeHtml(code)}</p>`,
      paragraph(escapeHtml(expires)),
      paragraph(escapeHtml(ignore)),
    ].join("\n"),
  );
  const text = `${PRODUCT}\n\n${purpose}\n\n${code}\n\n${expires}\n${ignore}\n`;
  return { subject: t(`${kind}.subject`), html, text };
}

export function loginCodeEmail(code: string, locale: Locale): Promise<EmailContent> {
  return codeEmail(locale, "loginCode", code);
}

export function verificationCodeEmail(code: string, locale: Locale): Promise<EmailContent> {
  return codeEmail(locale, "verificationCode", code);
}

export async function verificationLinkEmail(url: string, locale: Locale): Promise<EmailContent> {
  const mail = await emailTexts(locale);
  const { t } = mail;
  const purpose = t("verificationLink.purpose");
  const expires = t("verificationLink.expires");
  const ignore = t("verificationLink.ignore");
  const html = layout(
    mail,
    t("verificationLink.heading"),
    [
      paragraph(escapeHtml(purpose)),
      paragraph(`<a href="${escapeHtml(url)}" style="color:#2563eb">${escapeHtml(url)}</a>`),
      paragraph(escapeHtml(expires)),
      paragraph(escapeHtml(ignore)),
    ].join("\n"),
  );
  const text = `${PRODUCT}\n\n${purpose}\n${url}\n\n${expires}\n${ignore}\n`;
  return { subject: t("verificationLink.subject"), html, text };
}

export type ContactCopy = { name: string; email: string; subject: string; message: string };

/**
 * The copy of a contact-form message for the support inbox; replying answers the visitor. Framed
 * in the language of the page it was sent from, which tells support the language to answer in.
 */
export async function contactCopyEmail(contact: ContactCopy, locale: Locale): Promise<EmailContent> {
  const mail = await emailTexts(locale);
  const { t } = mail;
  const from = t("contactCopy.from");
  const subject = t("contactCopy.subjectLabel");
  const html = layout(
    mail,
    t("contactCopy.heading"),
    [
      paragraph(
        `<strong>${escapeHtml(from)}</strong> ${escapeHtml(contact.name)} &lt;${escapeHtml(contact.email)}&gt;`,
      ),
      paragraph(`<strong>${escapeHtml(subject)}</strong> ${escapeHtml(contact.subject)}`),
      `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;white-space:pre-wrap">${escapeHtml(contact.message)}</p>`,
    ].join("\n"),
  );
  const text = `${t("contactCopy.textHeading")}\n\n${from} ${contact.name} <${contact.email}>\n${subject} ${contact.subject}\n\n${contact.message}\n`;
  return { subject: t("contactCopy.subject", { subject: oneLine(contact.subject) }), html, text };
}

export type SpotReminder = {
  /** The spot's name, as its owner wrote it. */
  label: string;
  /** Where it is: the mail says "on your left shoulder" (a spot of site `other` names no place). */
  site: BodySite;
  /** Every how many days its owner asked to be reminded. */
  intervalDays: number;
  /** `${APP_URL}/upload?spot={id}`: a new check of this spot. */
  checkUrl: string;
  /** The link that turns the reminders off without signing in. */
  unsubscribeUrl: string;
};

/** A spot is due for a new photo: one link to check it again, one to stop these reminders. */
export async function spotReminderEmail(reminder: SpotReminder, locale: Locale): Promise<EmailContent> {
  const mail = await emailTexts(locale);
  const { t } = mail;
  const link = (url: string) => `<a href="${escapeHtml(url)}" style="color:#2563eb">${escapeHtml(url)}</a>`;
  const spot = t("spotReminder.spot", { label: reminder.label, site: reminder.site });
  const due = t("spotReminder.due", { spot, days: reminder.intervalDays });
  const check = t("spotReminder.check");
  const stop = t("spotReminder.stop");
  const html = layout(
    mail,
    t("spotReminder.heading"),
    [
      paragraph(escapeHtml(due)),
      paragraph(escapeHtml(check)),
      paragraph(link(reminder.checkUrl)),
      `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#52606d">${escapeHtml(stop)}<br>${link(reminder.unsubscribeUrl)}</p>`,
    ].join("\n"),
  );
  const text = `${PRODUCT}\n\n${due}\n\n${check}\n${reminder.checkUrl}\n\n${stop}\n${reminder.unsubscribeUrl}\n`;
  return { subject: oneLine(t("spotReminder.subject", { spot })), html, text };
}
