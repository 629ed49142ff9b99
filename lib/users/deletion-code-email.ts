import { CHALLENGE_TTL_SECONDS } from "@/lib/auth/challenges";
import { emailTexts, escapeHtml, type EmailContent } from "@/lib/email/templates";
import type { Locale } from "@/lib/i18n/locales";

/** The e-mail with the code that confirms an account deletion, in the account's language. */
export async function accountDeletionCodeEmail(code: string, locale: Locale): Promise<EmailContent> {
  const { t } = await emailTexts(locale);
  const lines = [
    t("deletionCode.purpose"),
    code,
    t("code.expires", { minutes: CHALLENGE_TTL_SECONDS / 60 }),
    t("deletionCode.consequence"),
    t("deletionCode.ignore"),
  ];
  const html = lines
    .map((line) =>
      line === code
        ? `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace">${escapeHtml(code)}</p>`
        : `<p style="font-size:15px;line-height:1.5">${escapeHtml(line)}</p>`,
    )
    .join("\n");
  return {
    subject: t("deletionCode.subject"),
    html: `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif">\n${html}\n</body></html>`,
    text: `SkinSight\n\n${lines.join("\n\n")}\n`,
  };
}
