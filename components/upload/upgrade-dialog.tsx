"use client";

import Link from "next/link";
import { openLoginDialog } from "@/components/auth/login-dialog-events";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { UPGRADE_TITLE, upgradeReasonText, type UpgradeReason } from "./texts";

/** The upgrade dialog: leads to /account (credits, subscription), or /pricing; visitors may sign in first. */
export function UpgradeDialog({
  reason,
  signedIn,
  limits,
  onClose,
}: {
  reason: UpgradeReason | null;
  signedIn: boolean;
  /** The plans' photo limits from the settings; null while they load. */
  limits: { free: number; paid: number } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={reason !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="upgrade-dialog">
        <DialogHeader>
          <DialogTitle>{UPGRADE_TITLE}</DialogTitle>
          <DialogDescription>{reason ? upgradeReasonText(reason, limits) : null}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link href="/pricing">View Pricing</Link>
          </Button>
          {signedIn ? (
            <Button asChild>
              <Link href="/account">Go to Account</Link>
            </Button>
          ) : (
            <Button
              onClick={() => {
                onClose();
                openLoginDialog({ returnTo: "/account" });
              }}
            >
              Sign In
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
