"use client";

import { LoaderCircle } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useCheckout } from "./checkout-provider";
import { purchaseKey, type PurchasePlan } from "./purchase-plans";

/** A plan's buy button; busy (and every other one disabled) while its checkout starts. */
export function PurchaseButton({
  plan,
  children,
  ...props
}: Omit<ButtonProps, "onClick" | "asChild"> & { plan: PurchasePlan }) {
  const { busy, purchase } = useCheckout();
  const mine = busy === purchaseKey(plan);
  return (
    <Button
      {...props}
      data-purchase={purchaseKey(plan)}
      disabled={busy !== null}
      aria-busy={mine || undefined}
      onClick={() => purchase(plan)}
    >
      {mine ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
