"use client";

import { MapPinIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useSpot } from "@/components/api/queries";

/** The spot the report is a check of, for its owner, leading to the spot's history. */
export function ReportSpot({ spotId }: { spotId: string }) {
  const t = useTranslations("spots");
  const sites = useTranslations("bodySites");
  const spot = useSpot(spotId);
  // A spot gone meanwhile (deleted in another tab) says nothing: the report lost its link.
  if (spot.isError) return null;
  return (
    <p className="text-sm" data-testid="report-spot">
      <Link
        href={`/spots/${encodeURIComponent(spotId)}`}
        className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
        {spot.data
          ? t("reportSpot.named", { label: spot.data.label, site: sites(spot.data.body_site) })
          : t("reportSpot.loading")}
      </Link>
    </p>
  );
}
