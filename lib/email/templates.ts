// Every e-mail SkinSight sends, as an HTML and a plain-text part. No images,
// tracking pixels or redirecting links: a mail shows exactly what it says.

export type EmailContent = { subject: string; html: string; text: string };

const PRODUCT = "SkinSight";
const CODE_MINUTES = 10;

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

export function layout(heading: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e7eb;font-size:20px;font-weight:bold;color:#2563eb">${PRODUCT}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794">${PRODUCT} reports are informational only and not medical advice.</td></tr>
</table>
</body>
</html>`;
}

export const paragraph = (html: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${html}</p>`;

function codeEmail(subject: string, heading: string, purposeLine: string, code: string): EmailContent {
  const ignore = `If you did not ask for this code, you can ignore this e-mail.`;
  const html = layout(
    heading,
    [
      paragraph(escapeHtml(purposeLine)),
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace">${escapeHtml(code)}</p>`,
      paragraph(`The code expires in ${CODE_MINUTES} minutes and works once.`),
      paragraph(escapeHtml(ignore)),
    ].join("\n"),
  );
  const text = `${PRODUCT}\n\n${purposeLine}\n\n${code}\n\nThe code expires in ${CODE_MINUTES} minutes and works once.\n${ignore}\n`;
  return { subject, html, text };
}

export function loginCodeEmail(code: string): EmailContent {
  return codeEmail(
    `Your ${PRODUCT} sign-in code`,
    "Your sign-in code",
    `Enter this code to sign in to ${PRODUCT}:`,
    code,
  );
}

export function verificationCodeEmail(code: string): EmailContent {
  return codeEmail(
    `Your ${PRODUCT} verification code`,
    "Verify your e-mail address",
    `Enter this code to verify your e-mail address with ${PRODUCT}:`,
    code,
  );
}

export function accountDeletionCodeEmail(code: string): EmailContent {
  return codeEmail(
    `Confirm the deletion of your ${PRODUCT} account`,
    "Confirm account deletion",
    `Enter this code to permanently delete your ${PRODUCT} account with all its reports:`,
    code,
  );
}

export function verificationLinkEmail(url: string): EmailContent {
  const html = layout(
    "Verify your e-mail address",
    [
      paragraph(`Open this link to verify your e-mail address and sign in to ${PRODUCT}:`),
      paragraph(`<a href="${escapeHtml(url)}" style="color:#2563eb">${escapeHtml(url)}</a>`),
      paragraph("The link expires in 24 hours and works once."),
      paragraph("If you did not create an account, you can ignore this e-mail."),
    ].join("\n"),
  );
  const text = `${PRODUCT}\n\nOpen this link to verify your e-mail address and sign in to ${PRODUCT}:\n${url}\n\nThe link expires in 24 hours and works once.\nIf you did not create an account, you can ignore this e-mail.\n`;
  return { subject: `Verify your ${PRODUCT} e-mail address`, html, text };
}

export type ContactCopy = { name: string; email: string; subject: string; message: string };

/** The copy of a contact-form message for the support inbox; replying answers the visitor. */
export function contactCopyEmail(contact: ContactCopy): EmailContent {
  const html = layout(
    "New contact form message",
    [
      paragraph(`<strong>From:</strong> ${escapeHtml(contact.name)} &lt;${escapeHtml(contact.email)}&gt;`),
      paragraph(`<strong>Subject:</strong> ${escapeHtml(contact.subject)}`),
      `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;white-space:pre-wrap">${escapeHtml(contact.message)}</p>`,
    ].join("\n"),
  );
  const text = `${PRODUCT} contact form\n\nFrom: ${contact.name} <${contact.email}>\nSubject: ${contact.subject}\n\n${contact.message}\n`;
  return { subject: `[${PRODUCT} contact] ${oneLine(contact.subject)}`, html, text };
}

export type SpotReminder = {
  /** "Time to check “Mole by the collarbone” on your left shoulder" (lib/spots/reminders.ts). */
  subject: string;
  /** What is due, as a sentence: "“Mole by the collarbone” on your left shoulder is due for a new photo." */
  due: string;
  /** `${APP_URL}/upload?spot={id}`: a new check of this spot. */
  checkUrl: string;
  /** The link that turns the reminders off without signing in. */
  unsubscribeUrl: string;
};

/** A spot is due for a new photo: one link to check it again, one to stop these reminders. */
export function spotReminderEmail(reminder: SpotReminder): EmailContent {
  const link = (url: string) => `<a href="${escapeHtml(url)}" style="color:#2563eb">${escapeHtml(url)}</a>`;
  const check =
    "Take a new photo in the same light and framing as last time; it goes beside the earlier ones:";
  const stop = "You asked to be reminded. To stop spot reminders, open this link (no sign-in needed):";
  const html = layout(
    "Time for a new photo",
    [
      paragraph(escapeHtml(reminder.due)),
      paragraph(escapeHtml(check)),
      paragraph(link(reminder.checkUrl)),
      `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#52606d">${escapeHtml(stop)}<br>${link(reminder.unsubscribeUrl)}</p>`,
    ].join("\n"),
  );
  const text = `${PRODUCT}\n\n${reminder.due}\n\n${check}\n${reminder.checkUrl}\n\n${stop}\n${reminder.unsubscribeUrl}\n`;
  return { subject: oneLine(reminder.subject), html, text };
}
