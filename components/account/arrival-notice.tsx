"use client";

import { Info, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** The ?message= values the checkout sends, and their notices in the catalogue (account.notices). */
const NOTICES = {
  subscription_active: "subscriptionActive",
  payment_success: "paymentSuccess",
  subscription_success: "subscriptionSuccess",
  payment_cancelled: "paymentCancelled",
} as const;

function isNotice(message: string | undefined): message is keyof typeof NOTICES {
  return message !== undefined && Object.hasOwn(NOTICES, message);
}

/** The ?message= the checkout sends the user back with, as a dismissible info notice. */
export function ArrivalNotice({ message }: { message: string | undefined }) {
  const t = useTranslations("account.notices");
  const [dismissed, setDismissed] = useState(false);
  if (!isNotice(message) || dismissed) return null;
  return (
    <div
      role="status"
      data-testid="arrival-notice"
      className="flex items-start gap-3 rounded-lg border border-info/30 bg-info-soft p-4 text-sm text-foreground"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
      <p className="flex-1">{t(NOTICES[message])}</p>
      <Button
        variant="ghost"
        size="icon"
        className="-m-2 size-9"
        aria-label={t("dismiss")}
        onClick={() => setDismissed(true)}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
