"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useRef, useState } from "react";
import { useSpots } from "@/components/api/queries";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { SpotSummary } from "@/lib/api-client";
import type { BodySite, SpotView } from "@/lib/generated/prisma/enums";
import { siteAt } from "@/lib/spots/body-map";
import { NewSpotDialog } from "./new-spot-dialog";
import { spotDotName, tapPlace, type MapPlace } from "./spot-display";

const VIEWS: SpotView[] = ["front", "back"];

/** A spot's dot: the warning colour with a halo when the server says a check is due, else the primary. */
export function SpotMark({ due, className }: { due: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "block size-3.5 shrink-0 rounded-full border-2 border-card shadow-raised",
        due ? "bg-warning ring-3 ring-warning/35" : "bg-primary",
        className,
      )}
    />
  );
}

function SpotDot({ spot }: { spot: SpotSummary }) {
  const t = useTranslations("spots");
  const sites = useTranslations("bodySites");
  const name = spotDotName(spot, { t, sites });
  return (
    <Link
      href={`/spots/${spot.id}`}
      aria-label={name}
      title={name}
      data-spot-dot={spot.id}
      data-due={spot.check_due}
      className="pointer-events-auto absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full outline-none hover:scale-125 focus-visible:ring-2 focus-visible:ring-ring"
      style={{ left: `${spot.map_x * 100}%`, top: `${spot.map_y * 100}%` }}
    >
      <SpotMark due={spot.check_due} />
    </Link>
  );
}

/**
 * The body map: the front and the back side by side (the outlines come drawn from the server), a
 * dot for each spot linking to it, coloured by the server's `check_due`. A tap on the figure starts
 * a new spot there; Add a spot does the same from the keyboard, placed by the site chosen.
 */
export function BodyMap({ outlines }: { outlines: Record<SpotView, React.ReactNode> }) {
  const t = useTranslations("spots");
  const spots = useSpots();
  const [open, setOpen] = useState(false);
  const [tapped, setTapped] = useState<MapPlace | null>(null);
  const [site, setSite] = useState<BodySite | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  function start(place: MapPlace | null) {
    setTapped(place);
    setSite(place ? siteAt(place.view, place.map_x, place.map_y) : null);
    setOpen(true);
  }

  function tap(view: SpotView, event: React.MouseEvent<HTMLDivElement>) {
    // Only the figure (and a finger's width around it) starts a spot; the dots are links.
    const target = event.target as Element;
    if (!target.closest("[data-body-hit]") || target.closest("a")) return;
    start(tapPlace(view, event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  }

  return (
    <section aria-labelledby="body-map-heading" className="grid content-start gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="body-map-heading" className="text-title font-semibold">
            {t("map.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("map.hint")}</p>
        </div>
        <Button ref={addButton} onClick={() => start(null)}>
          <Plus aria-hidden="true" />
          {t("map.addSpot")}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-3 shadow-card sm:gap-6 sm:p-5">
        {VIEWS.map((view) => (
          <figure key={view} className="grid gap-2">
            {/* The tap is the pointer's way; Add a spot above is the keyboard's. */}
            <div
              className="relative mx-auto w-full max-w-56 [&_[data-body-hit]]:cursor-crosshair"
              data-testid={`body-map-${view}`}
              onClick={(event) => tap(view, event)}
            >
              {outlines[view]}
              <div className="pointer-events-none absolute inset-0">
                {spots.data
                  ?.filter((spot) => spot.view === view)
                  .map((spot) => (
                    <SpotDot key={spot.id} spot={spot} />
                  ))}
                {open && tapped?.view === view ? (
                  <span
                    aria-hidden="true"
                    data-testid="new-spot-marker"
                    className="absolute size-6 -translate-x-1/2 -translate-y-1/2 animate-pulse rounded-full border-2 border-dashed border-foreground bg-foreground/15"
                    style={{ left: `${tapped.map_x * 100}%`, top: `${tapped.map_y * 100}%` }}
                  />
                ) : null}
              </div>
            </div>
            <figcaption className="text-center text-sm font-medium text-muted-foreground">
              {t(`views.${view}`)}
            </figcaption>
          </figure>
        ))}
      </div>
      <ul
        aria-label={t("map.legend")}
        className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground"
      >
        <li className="flex items-center gap-2">
          <SpotMark due={false} />
          {t("map.legendNotDue")}
        </li>
        <li className="flex items-center gap-2">
          <SpotMark due />
          {t("map.legendDue")}
        </li>
      </ul>
      <NewSpotDialog
        open={open}
        onOpenChange={setOpen}
        tapped={tapped}
        site={site}
        returnFocusTo={addButton}
        outlines={outlines}
      />
    </section>
  );
}
