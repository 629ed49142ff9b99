"use client";

import { Camera } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useId } from "react";
import { useEntitlements } from "@/components/api/queries";
import { Button } from "@/components/ui/button";

/**
 * "Check again": the upload wizard on this spot, as a follow-up of the last check where the server
 * says the viewer may make one (entitlements' can_follow_up), else as a new report.
 */
export function SpotCheckAgain({
  spotId,
  lastCheckId,
  className,
}: {
  spotId: string;
  lastCheckId: string | null;
  className?: string;
}) {
  const t = useTranslations("spots");
  const entitlements = useEntitlements();
  const hintId = useId();
  // Until the server has answered, the link would not know which of the two it is.
  if (entitlements.isPending) {
    return (
      <Button disabled aria-busy="true" className={className}>
        <Camera aria-hidden="true" />
        {t("checkAgain.action")}
      </Button>
    );
  }
  const followUp = entitlements.data?.can_follow_up === true && lastCheckId !== null;
  const query = new URLSearchParams({ spot: spotId });
  if (followUp) query.set("followup", lastCheckId);
  return (
    <>
      <Button asChild className={className}>
        <Link href={`/upload?${query.toString()}`} aria-describedby={hintId} data-followup={followUp}>
          <Camera aria-hidden="true" />
          {t("checkAgain.action")}
        </Link>
      </Button>
      <span id={hintId} className="sr-only">
        {followUp ? t("checkAgain.followup") : t("checkAgain.new")}
      </span>
    </>
  );
}
