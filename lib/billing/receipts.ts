import { sendEmail } from "@/lib/email";
import { emailTexts, escapeHtml, layout, paragraph, type EmailContent } from "@/lib/email/templates";
import type { Payment } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { logger } from "@/lib/log";
import { accountMailLanguage } from "@/lib/users/mail-language";

// The e-mail a user gets after a purchase or a renewal: what was bought, the
// amount, and the credits with their expiry or the subscription's paid period,
// in the account's language.

export type Receipt = {
  /** What was bought: a credit pack, a year of Premium, or its renewal. */
  kind: "credits" | "subscription" | "renewal";
  amountCents: number;
  currency: string;
  credits: number;
  creditsExpireAt?: Date | null;
  paidUntil?: Date | null;
  simulated: boolean;
};

export async function receiptEmail(receipt: Receipt, locale: Locale): Promise<EmailContent> {
  const mail = await emailTexts(locale);
  const { t, format } = mail;
  // English keeps the ISO day its receipts have always shown; the others write it as their readers do.
  const day = (date: Date) =>
    locale === "en"
      ? date.toISOString().slice(0, 10)
      : format.dateTime(date, { day: "2-digit", month: "2-digit", year: "numeric" });
  const item = t("receipt.item", { kind: receipt.kind, credits: receipt.credits });
  const amount = format.number(receipt.amountCents / 100, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const lines = [
    t("receipt.purchase", { item }),
    t("receipt.amount", { amount, currency: receipt.currency }),
    ...(receipt.credits > 0
      ? [
          t("receipt.credits", { credits: receipt.credits }),
          ...(receipt.creditsExpireAt
            ? [t("receipt.creditsExpire", { date: day(receipt.creditsExpireAt) })]
            : []),
        ]
      : []),
    ...(receipt.paidUntil ? [t("receipt.paidUntil", { date: day(receipt.paidUntil) })] : []),
    ...(receipt.simulated ? [t("receipt.simulated")] : []),
  ];
  const keep = t("receipt.keep");
  const html = layout(
    mail,
    t("receipt.heading"),
    [...lines.map((line) => paragraph(escapeHtml(line))), paragraph(escapeHtml(keep))].join("\n"),
  );
  const text = `SkinSight\n\n${t("receipt.thanks")}\n\n${lines.join("\n")}\n\n${keep}\n`;
  return { subject: t("receipt.subject", { item }), html, text };
}

/**
 * Sends the receipt of a completed payment, in the account's language (lib/users/mail-language.ts);
 * a failed mail is logged and never undoes the payment.
 */
export async function sendReceipt(
  payment: Payment,
  extra: { creditsExpireAt?: Date | null; paidUntil?: Date | null; renewal?: boolean } = {},
): Promise<void> {
  try {
    const content = await receiptEmail(
      {
        kind: payment.planType === "subscription" ? (extra.renewal ? "renewal" : "subscription") : "credits",
        amountCents: payment.amountCents,
        currency: payment.currency,
        credits: payment.credits,
        simulated: payment.simulated,
        creditsExpireAt: extra.creditsExpireAt,
        paidUntil: extra.paidUntil,
      },
      await accountMailLanguage(payment.userId),
    );
    await sendEmail({ to: payment.userEmail, purpose: "receipt", ...content });
  } catch (error) {
    logger.warn({ err: error, payment_id: payment.id }, "receipt e-mail not sent");
  }
}
