"use client";

import { ChevronRight, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useSpots } from "@/components/api/queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { SpotSummary } from "@/lib/api-client";
import { SpotMark } from "./body-map";
import { dueState, lastCheckText, nextCheckText } from "./spot-display";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

/** The spots beside the map (below it on phones), in the server's order: the most recently checked first. */
export function SpotList() {
  const t = useTranslations("spots");
  const spots = useSpots();
  return (
    <section aria-labelledby="spot-list-heading" className="grid content-start gap-4">
      <h2 id="spot-list-heading" className="text-title font-semibold">
        {t("list.heading")}
        {spots.data && spots.data.length > 0 ? (
          <span className="ml-2 text-base font-normal text-muted-foreground">({spots.data.length})</span>
        ) : null}
      </h2>
      {spots.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t("list.loading")}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : spots.isError ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-border bg-card p-6">
          <p className="text-sm text-destructive">{t("list.loadFailed")}</p>
          <Button variant="outline" onClick={() => void spots.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : spots.data.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title={t("list.emptyTitle")}
          description={t("list.emptyDescription")}
          headingLevel="h3"
        />
      ) : (
        <ul className="grid gap-3">
          {spots.data.map((spot) => (
            <li key={spot.id}>
              <SpotEntry spot={spot} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SpotEntry({ spot }: { spot: SpotSummary }) {
  const t = useTranslations("spots");
  const sites = useTranslations("bodySites");
  const format = useRegionalFormatter();
  const words = { t, format };
  const due = dueState(spot) === "due";
  return (
    <Link
      href={`/spots/${spot.id}`}
      data-spot-entry={spot.id}
      className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-card transition-colors outline-none hover:border-primary/40 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <SpotMark due={spot.check_due} className="mt-1.5" />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-foreground">{spot.label}</p>
          <p className="text-sm text-muted-foreground">
            {sites(spot.body_site)} · {t(`views.${spot.view}`)}
          </p>
        </div>
        <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-x-3 gap-y-2 text-sm">
          <div className="grid content-start gap-0.5">
            <dt className="text-caption text-muted-foreground">{t("lastCheck")}</dt>
            <dd className="font-medium" data-field="last-check">
              {lastCheckText(spot, words)}
            </dd>
          </div>
          <div className="grid content-start gap-0.5">
            <dt className="text-caption text-muted-foreground">{t("list.nextCheck")}</dt>
            <dd className="font-medium" data-field="next-check">
              {due ? <Badge variant="warning">{t("dueNow")}</Badge> : nextCheckText(spot, words)}
            </dd>
          </div>
          <div className="grid content-start gap-0.5">
            <dt className="text-caption text-muted-foreground">{t("list.reports")}</dt>
            <dd className="font-medium" data-field="reports">
              {spot.report_count}
            </dd>
          </div>
        </dl>
      </div>
      <ChevronRight
        className="mt-1 hidden size-5 shrink-0 text-muted-foreground sm:block"
        aria-hidden="true"
      />
    </Link>
  );
}
