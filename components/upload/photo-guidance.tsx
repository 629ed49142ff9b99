"use client";

import { FrameIcon, HandIcon, RulerIcon, SunIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSpot } from "@/components/api/queries";
import { photoImageUrl, photoSrcSet } from "@/lib/photos/urls";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

/** The tips, in the order shown, each with its icon; their texts are `guidance.tips.<key>`. */
const TIPS = [
  { key: "distance", Icon: RulerIcon },
  { key: "light", Icon: SunIcon },
  { key: "steady", Icon: HandIcon },
] as const;

/**
 * How to take a photo that compares well, before the photos are picked: distance, light, a steady
 * hand, and, for a spot checked before, its last photo shown faintly to frame the new one the same.
 */
export function PhotoGuidance({ spotId }: { spotId: string | null }) {
  const t = useTranslations("upload");
  const format = useRegionalFormatter();
  const spot = useSpot(spotId);
  const last = spot.data?.reports.at(-1);
  const lastPhotoId = last?.photo_ids[0] ?? null;

  return (
    <section
      aria-labelledby="guidance-heading"
      className="grid gap-3 rounded-xl border border-border bg-muted/40 p-4"
      data-testid="photo-guidance"
    >
      <h2 id="guidance-heading" className="text-body font-semibold">
        {t("guidance.heading")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {TIPS.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-2.5">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="grid gap-0.5">
              <span className="text-sm font-medium text-foreground">{t(`guidance.tips.${key}.title`)}</span>
              <span className="text-caption text-muted-foreground">{t(`guidance.tips.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      {last && lastPhotoId ? (
        <div
          className="flex items-center gap-4 border-t border-border pt-3"
          data-testid="guidance-last-photo"
        >
          {/* The photo faint over the card, with the middle marked: where the spot sat last time. */}
          <div className="relative size-24 shrink-0 overflow-hidden rounded-lg border border-border bg-card sm:size-32">
            {/* eslint-disable-next-line @next/next/no-img-element -- the photo route serves sized JPEGs itself */}
            <img
              src={photoImageUrl(lastPhotoId, { width: 320 })}
              srcSet={photoSrcSet(lastPhotoId, [320, 640])}
              sizes="8rem"
              alt={t("guidance.lastPhotoAlt")}
              width={128}
              height={128}
              loading="lazy"
              className="size-full object-cover opacity-35"
            />
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-primary"
            />
          </div>
          <div className="grid gap-1">
            <p className="flex items-center gap-1.5 text-sm font-medium text-foreground">
              <FrameIcon className="size-4 text-primary" aria-hidden="true" />
              {t("guidance.lastTime")}
            </p>
            <p className="text-caption text-muted-foreground">
              {t("guidance.lastTimeText", {
                date: format.dateTime(new Date(last.created_at), { dateStyle: "long" }),
              })}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
