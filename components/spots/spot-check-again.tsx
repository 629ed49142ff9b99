"use client";

import { Camera } from "lucide-react";
import Link from "next/link";
import { useId } from "react";
import { useEntitlements } from "@/components/api/queries";
import { Button } from "@/components/ui/button";
import { CHECK_AGAIN, CHECK_AGAIN_FOLLOWUP, CHECK_AGAIN_NEW } from "./spot-texts";

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
  const entitlements = useEntitlements();
  const hintId = useId();
  // Until the server has answered, the link would not know which of the two it is.
  if (entitlements.isPending) {
    return (
      <Button disabled aria-busy="true" className={className}>
        <Camera aria-hidden="true" />
        {CHECK_AGAIN}
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
          {CHECK_AGAIN}
        </Link>
      </Button>
      <span id={hintId} className="sr-only">
        {followUp ? CHECK_AGAIN_FOLLOWUP : CHECK_AGAIN_NEW}
      </span>
    </>
  );
}
