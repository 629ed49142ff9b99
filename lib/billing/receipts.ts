import { sendEmail } from "@/lib/email";
import { escapeHtml, layout, paragraph, type EmailContent } from "@/lib/email/templates";
import type { Payment } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { decimalEuros } from "./money";
import { planTypeName } from "./plan-types";

// The e-mail a user gets after a purchase or a renewal: what was bought, the
// amount, and the credits with their expiry or the subscription's paid period.

export type Receipt = {
  description: string;
  amount: string;
  currency: string;
  credits: number;
  creditsExpireAt?: Date | null;
  paidUntil?: Date | null;
  simulated: boolean;
};

const day = (date: Date) => date.toISOString().slice(0, 10);

export function receiptLines(receipt: Receipt): string[] {
  return [
    `Purchase: ${receipt.description}`,
    `Amount: ${receipt.amount} ${receipt.currency}`,
    ...(receipt.credits > 0
      ? [
          `Credits: ${receipt.credits}`,
          ...(receipt.creditsExpireAt ? [`Your credits expire on ${day(receipt.creditsExpireAt)}.`] : []),
        ]
      : []),
    ...(receipt.paidUntil ? [`Your subscription is paid until ${day(receipt.paidUntil)}.`] : []),
    ...(receipt.simulated
      ? ["This was a simulated payment in a development setup; no money was taken."]
      : []),
  ];
}

export function receiptEmail(receipt: Receipt): EmailContent {
  const lines = receiptLines(receipt);
  const html = layout(
    "Thank you for your purchase",
    [
      ...lines.map((line) => paragraph(escapeHtml(line))),
      paragraph("Keep this e-mail as your receipt."),
    ].join("\n"),
  );
  const text = `SkinSight\n\nThank you for your purchase.\n\n${lines.join("\n")}\n\nKeep this e-mail as your receipt.\n`;
  return { subject: `Your SkinSight receipt: ${receipt.description}`, html, text };
}

/** Sends the receipt of a completed payment; a failed mail is logged and never undoes the payment. */
export async function sendReceipt(
  payment: Payment,
  extra: { creditsExpireAt?: Date | null; paidUntil?: Date | null } = {},
): Promise<void> {
  try {
    await sendEmail({
      to: payment.userEmail,
      purpose: "receipt",
      ...receiptEmail({
        description: payment.description ?? planTypeName(payment.planType),
        amount: decimalEuros(payment.amountCents),
        currency: payment.currency,
        credits: payment.credits,
        simulated: payment.simulated,
        ...extra,
      }),
    });
  } catch (error) {
    logger.warn({ err: error, payment_id: payment.id }, "receipt e-mail not sent");
  }
}
