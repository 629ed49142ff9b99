"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DetailItem } from "../detail-item";
import { dateTime, money } from "../format";
import type { AdminPayment } from "./api";
import { planLabel } from "./texts";

const orDash = (value: string | number | null) => (value === null || value === "" ? "—" : value);
const Code = ({ children }: { children: React.ReactNode }) => (
  <span className="font-mono text-xs break-all">{children}</span>
);

/** The spec's payment-details dialog: every field of the payment. */
export function PaymentDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {money(payment.amount, payment.currency)} · {planLabel(payment.plan_type)}
          </DialogTitle>
          <DialogDescription>
            <span className="break-all">{payment.user_email}</span> · {dateTime(payment.created_at)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem term="Status">{payment.status}</DetailItem>
          <DetailItem term="Credits">{payment.credits}</DetailItem>
          <DetailItem term="Amount">{money(payment.amount, payment.currency)}</DetailItem>
          <DetailItem term="Currency">{payment.currency}</DetailItem>
          <DetailItem term="Plan type">
            <Code>{payment.plan_type}</Code>
          </DetailItem>
          <DetailItem term="Created">{dateTime(payment.created_at)}</DetailItem>
          <DetailItem term="User e-mail">
            <span className="break-all">{payment.user_email}</span>
          </DetailItem>
          <DetailItem term="User id">
            {payment.user_id ? <Code>{payment.user_id}</Code> : "Account deleted"}
          </DetailItem>
          <DetailItem term="Payment id">
            <Code>{payment.id}</Code>
          </DetailItem>
          <DetailItem term="Stripe session">
            <Code>{orDash(payment.stripe_session_id)}</Code>
          </DetailItem>
          <DetailItem term="Stripe payment intent">
            <Code>{orDash(payment.stripe_payment_intent)}</Code>
          </DetailItem>
          <DetailItem term="Description">{orDash(payment.description)}</DetailItem>
        </dl>
      </DialogContent>
    </Dialog>
  );
}
