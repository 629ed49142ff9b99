"use client";

import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * When the only way left to pay for a full report is the first free one, which is public, the
 * server refuses a private request (402 first_free_is_public) instead of publishing it. This
 * dialog offers the two honest choices: make it public and use the free report, or buy credits.
 */
export function FirstFreeChoiceDialog({
  open,
  onMakePublic,
  onClose,
}: {
  open: boolean;
  onMakePublic: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("billing.firstFreeChoice");
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent data-testid="first-free-choice">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("text")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link href="/pricing">{t("buyCreditsInstead")}</Link>
          </Button>
          <Button
            onClick={() => {
              onClose();
              onMakePublic();
            }}
          >
            {t("makePublic")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
