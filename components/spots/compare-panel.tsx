"use client";

import { Columns2, GitCompareArrows, Layers } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SpotCheck } from "@/lib/api-client";
import { COMPARE_BOX, type ComparedCheck } from "./compare-box";
import { CompareOverlay } from "./compare-overlay";
import { SpotPhoto } from "./spot-photo";
import { LONG_DATE } from "./spot-display";
import { SpotSelectField } from "./spot-select-field";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

type Side = "before" | "after";

/**
 * Two checks of the spot, any two (the first and the last to begin with), side by side or one over
 * the other with a slider between them.
 */
export function ComparePanel({ checks, className }: { checks: SpotCheck[]; className?: string }) {
  const t = useTranslations("spots");
  const format = useRegionalFormatter();
  const [beforeId, setBeforeId] = useState(checks[0]?.id ?? "");
  const [afterId, setAfterId] = useState(checks.at(-1)?.id ?? "");
  const [mode, setMode] = useState("side-by-side");

  const chosen = (id: string): ComparedCheck | null => {
    const index = checks.findIndex((check) => check.id === id);
    const check = checks[index];
    return check ? { check, index, date: format.dateTime(new Date(check.created_at), LONG_DATE) } : null;
  };
  const before = chosen(beforeId);
  const after = chosen(afterId);

  return (
    <section
      aria-labelledby="compare-title"
      className={cn("grid gap-5 rounded-xl border border-border bg-card p-4 shadow-card sm:p-6", className)}
    >
      <h2 id="compare-title" className="flex items-center gap-2 text-title font-semibold tracking-tight">
        <GitCompareArrows className="size-5 text-primary" aria-hidden="true" />
        {t("compare.title")}
      </h2>
      {checks.length < 2 || !before || !after ? (
        <p className="text-muted-foreground" data-testid="compare-needs-two">
          {t("compare.needsTwo")}
        </p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
            <CheckSelect
              label={t("compare.before")}
              checks={checks}
              value={beforeId}
              other={afterId}
              onChange={setBeforeId}
            />
            <CheckSelect
              label={t("compare.after")}
              checks={checks}
              value={afterId}
              other={beforeId}
              onChange={setAfterId}
            />
          </div>
          <Tabs value={mode} onValueChange={setMode}>
            <TabsList aria-label={t("compare.modes")}>
              <TabsTrigger value="side-by-side">
                <Columns2 className="size-4" aria-hidden="true" />
                {t("compare.sideBySide")}
              </TabsTrigger>
              <TabsTrigger value="overlay">
                <Layers className="size-4" aria-hidden="true" />
                {t("compare.overlay")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="side-by-side">
              <div className="grid grid-cols-2 gap-2 sm:gap-4" data-testid="side-by-side">
                <ComparedFigure side="before" compared={before} />
                <ComparedFigure side="after" compared={after} />
              </div>
            </TabsContent>
            <TabsContent value="overlay">
              <CompareOverlay before={before} after={after} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </section>
  );
}

function CheckSelect({
  label,
  checks,
  value,
  other,
  onChange,
}: {
  label: string;
  checks: SpotCheck[];
  value: string;
  other: string;
  onChange: (id: string) => void;
}) {
  const t = useTranslations("spots");
  const format = useRegionalFormatter();
  return (
    <SpotSelectField
      label={label}
      value={value}
      onChange={onChange}
      // The check chosen on the other side is not offered: a photo compared with itself shows nothing.
      options={checks.map((check, index) => ({
        value: check.id,
        label: `${t("checkName", { number: index + 1 })} · ${format.dateTime(new Date(check.created_at), LONG_DATE)}`,
        disabled: check.id === other,
      }))}
    />
  );
}

/** One side of "Side by side": the check's first photo in the shared box, with its date. */
function ComparedFigure({ side, compared }: { side: Side; compared: ComparedCheck }) {
  const t = useTranslations("spots");
  const name = t("checkName", { number: compared.index + 1 });
  const sideName = t(`compare.${side}`);
  return (
    <figure className="grid min-w-0 content-start gap-2" data-compared={side}>
      <div className={COMPARE_BOX}>
        <SpotPhoto
          id={compared.check.photo_ids[0] ?? null}
          alt={`${sideName}: ${name}, ${compared.date}`}
          widths={[320, 640, 960, 1280]}
          sizes="(min-width: 1024px) 22rem, 50vw"
          fit="contain"
          loading="eager"
          className="absolute inset-0 size-full"
        />
      </div>
      <figcaption className="grid gap-0.5 text-sm">
        <span className="font-medium">
          {sideName} · {name}
        </span>
        <time dateTime={compared.check.created_at} className="text-muted-foreground">
          {compared.date}
        </time>
      </figcaption>
    </figure>
  );
}
