"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  FIRST_FREE_CHOICE_TEXT,
  FIRST_FREE_CHOICE_TITLE,
  MAKE_PUBLIC_USE_FREE,
  BUY_CREDITS_INSTEAD,
} from "./texts";

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
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent data-testid="first-free-choice">
        <DialogHeader>
          <DialogTitle>{FIRST_FREE_CHOICE_TITLE}</DialogTitle>
          <DialogDescription>{FIRST_FREE_CHOICE_TEXT}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link href="/pricing">{BUY_CREDITS_INSTEAD}</Link>
          </Button>
          <Button
            onClick={() => {
              onClose();
              onMakePublic();
            }}
          >
            {MAKE_PUBLIC_USE_FREE}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
