"use client";

import { ChevronsLeftRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { COMPARE_BOX, type ComparedCheck } from "./compare-box";
import { SpotPhoto } from "./spot-photo";

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const corner =
  "pointer-events-none absolute top-2 rounded-md bg-card/90 px-2 py-0.5 text-caption font-medium";

/**
 * The two photos in one box, the earlier over the later up to a divider: a before/after slider.
 * The divider is a range input (arrows, Page Up/Down, Home, End) and follows a drag across the photo.
 */
export function CompareOverlay({ before, after }: { before: ComparedCheck; after: ComparedCheck }) {
  const t = useTranslations("spots");
  const [divider, setDivider] = useState(50);
  const dragging = useRef(false);
  const sliderId = useId();
  const hintId = useId();

  function follow(event: React.PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setDivider(clamp(((event.clientX - box.left) / box.width) * 100));
  }

  const named = (compared: ComparedCheck) =>
    `${t("checkName", { number: compared.index + 1 })}, ${compared.date}`;
  const photo = (compared: ComparedCheck, side: string) => ({
    id: compared.check.photo_ids[0] ?? null,
    alt: `${side}: ${named(compared)}`,
    widths: [640, 960, 1280] as const,
    sizes: "(min-width: 1024px) 44rem, 100vw",
    fit: "contain" as const,
    className: "absolute inset-0 size-full",
  });

  return (
    <div className="grid gap-3" data-testid="overlay">
      {/* The slider below is the control for keyboards and assistive technology; a drag here moves it too. */}
      <div
        className={`${COMPARE_BOX} cursor-ew-resize touch-pan-y select-none`}
        data-testid="overlay-box"
        data-divider={divider}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          follow(event);
        }}
        onPointerMove={(event) => {
          if (dragging.current) follow(event);
        }}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        <SpotPhoto {...photo(after, t("compare.after"))} />
        <span aria-hidden="true" className={`${corner} right-2`}>
          {t("compare.after")}
        </span>
        <div
          className="absolute inset-0"
          data-testid="overlay-earlier"
          style={{ clipPath: `inset(0 ${100 - divider}% 0 0)` }}
        >
          <SpotPhoto {...photo(before, t("compare.before"))} />
          <span aria-hidden="true" className={`${corner} left-2`}>
            {t("compare.before")}
          </span>
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 -ml-px w-0.5 bg-card shadow-raised"
          style={{ left: `${divider}%` }}
        >
          <span className="absolute top-1/2 left-1/2 flex size-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-raised">
            <ChevronsLeftRight className="size-5" />
          </span>
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={sliderId} className="text-sm font-medium">
          {t("compare.slider")}
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={1}
          value={divider}
          aria-valuetext={t("compare.sliderValue", { earlier: divider, later: 100 - divider })}
          aria-describedby={hintId}
          onChange={(event) => setDivider(clamp(Number(event.target.value)))}
          className="h-6 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <div className="flex justify-between gap-4 text-caption text-muted-foreground">
          <span>
            {t("compare.before")} · {named(before)}
          </span>
          <span className="text-right">
            {t("compare.after")} · {named(after)}
          </span>
        </div>
        <p id={hintId} className="text-caption text-muted-foreground">
          {t("compare.sliderHint")}
        </p>
      </div>
    </div>
  );
}
