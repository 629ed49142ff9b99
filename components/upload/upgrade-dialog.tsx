"use client";

import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
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

/** Why the upgrade dialog opened: an option the viewer may not use, or the server's refusal. */
export type UpgradeReason = "photos" | "privacy" | "records" | "server";

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
  const t = useTranslations("upload");
  /** The photo limits are the settings' (GET /api/settings/pricing); said without them while they load. */
  const why = (shown: UpgradeReason) =>
    shown === "photos"
      ? limits
        ? t("upgrade.photos", { free: limits.free, paid: limits.paid })
        : t("upgrade.photosNoLimits")
      : t(`upgrade.${shown}`);
  return (
    <Dialog open={reason !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="upgrade-dialog">
        <DialogHeader>
          <DialogTitle>{t("upgrade.title")}</DialogTitle>
          <DialogDescription>{reason ? why(reason) : null}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link href="/pricing">{t("upgrade.viewPricing")}</Link>
          </Button>
          {signedIn ? (
            <Button asChild>
              <Link href="/account">{t("upgrade.account")}</Link>
            </Button>
          ) : (
            <Button
              onClick={() => {
                onClose();
                openLoginDialog({ returnTo: "/account" });
              }}
            >
              {t("upgrade.signIn")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
