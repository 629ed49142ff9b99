"use client";

import { clsx } from "clsx";
import type { VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useCheckout } from "./checkout-provider";
import { purchaseKey, type PurchasePlan } from "./purchase-plans";

/**
 * A plan's buy button; busy (and every other one disabled) while its checkout starts.
 * The button look comes as plain classes (no Button component and its class merging),
 * as this is on /pricing's first load; `className` must not fight the look.
 */
export function PurchaseButton({
  plan,
  variant,
  size,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"button">, "onClick" | "type"> &
  VariantProps<typeof buttonVariants> & { plan: PurchasePlan }) {
  const { busy, purchase } = useCheckout();
  const mine = busy === purchaseKey(plan);
  return (
    <button
      type="button"
      {...props}
      className={clsx(buttonVariants({ variant, size }), className)}
      data-slot="button"
      data-purchase={purchaseKey(plan)}
      disabled={busy !== null}
      aria-busy={mine || undefined}
      onClick={() => purchase(plan)}
    >
      {mine ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
