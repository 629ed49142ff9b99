"use client";

import { Info, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  PAYMENT_CANCELLED_NOTICE,
  PAYMENT_SUCCESS_NOTICE,
  SUBSCRIPTION_ACTIVE_NOTICE,
  SUBSCRIPTION_SUCCESS_NOTICE,
} from "./texts";

const NOTICES: Record<string, string> = {
  subscription_active: SUBSCRIPTION_ACTIVE_NOTICE,
  payment_success: PAYMENT_SUCCESS_NOTICE,
  subscription_success: SUBSCRIPTION_SUCCESS_NOTICE,
  payment_cancelled: PAYMENT_CANCELLED_NOTICE,
};

/** The ?message= the checkout sends the user back with, as a dismissible info notice. */
export function ArrivalNotice({ message }: { message: string | undefined }) {
  const [dismissed, setDismissed] = useState(false);
  const text = message ? NOTICES[message] : undefined;
  if (!text || dismissed) return null;
  return (
    <div
      role="status"
      data-testid="arrival-notice"
      className="flex items-start gap-3 rounded-lg border border-info/30 bg-info-soft p-4 text-sm text-foreground"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
      <p className="flex-1">{text}</p>
      <Button
        variant="ghost"
        size="icon"
        className="-m-2 size-9"
        aria-label="Dismiss"
        onClick={() => setDismissed(true)}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
