"use client";

import { MapPinIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Field, FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import type { BodySite } from "@/lib/generated/prisma/enums";
import { LABEL_MAX_LENGTH } from "@/lib/spots/limits";
import { BODY_SITES, SITE_NAMES } from "@/lib/spots/sites";
import { spotName } from "./spot-choice";
import { SPOT_LABEL_ID, SPOT_SITE_ID, type SpotChoiceController } from "./use-spot-choice";

const siteErrorId = `${SPOT_SITE_ID}-error`;

/**
 * "Which spot is this?" at the top of the form, for signed-in people: none (the default), one of
 * their spots, or a new one named and put on a body site. A follow-up of a report on a spot shows
 * that spot, fixed.
 */
export function SpotPicker({ choice }: { choice: SpotChoiceController }) {
  const t = useTranslations("upload");
  const { section, spots, chosen, state, problems } = choice;
  if (section.kind === "hidden") return null;
  const nameOf = (id: string) => {
    const spot = spots?.find((s) => s.id === id);
    return spot ? spotName(spot.label, SITE_NAMES[spot.body_site]) : null;
  };

  let body: React.ReactNode;
  if (section.kind === "waiting" || (section.kind === "fixed" && choice.loading)) {
    body = <Skeleton className="h-10 w-full sm:max-w-md" />;
  } else if (section.kind === "fixed") {
    const name = nameOf(section.spotId);
    body = (
      <p className="flex items-start gap-2 text-body text-foreground" data-testid="spot-fixed">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {name ? t("spot.ofFollowup", { spot: name }) : t("spot.ofFollowupUnnamed")}
      </p>
    );
  } else {
    const value = chosen.mode === "existing" && chosen.spotId ? chosen.spotId : chosen.mode;
    body = (
      <>
        <p id="spot-intro" className="text-body text-muted-foreground">
          {t("spot.intro")}
        </p>
        {/* Only a spot preselected by the address waits for the list: it names it. */}
        {choice.loading && state.mode === "existing" ? (
          <Skeleton className="h-10 w-full sm:max-w-md" />
        ) : (
          <Select value={value} onValueChange={choice.choose} disabled={choice.creating}>
            <SelectTrigger
              aria-labelledby="spot-heading"
              aria-describedby="spot-intro"
              className="w-full sm:max-w-md"
              data-testid="spot-select"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">{t("spot.none")}</SelectItem>
              {(spots ?? []).map((spot) => (
                <SelectItem key={spot.id} value={spot.id}>
                  {spotName(spot.label, SITE_NAMES[spot.body_site])}
                </SelectItem>
              ))}
              <SelectItem value="new">{t("spot.new")}</SelectItem>
            </SelectContent>
          </Select>
        )}
        {chosen.missing ? (
          <p className="text-caption font-medium text-warning" role="status">
            {t("spot.missing")}
          </p>
        ) : null}
        {chosen.mode === "new" ? (
          <div className="grid gap-3 sm:grid-cols-2 sm:items-start" data-testid="new-spot">
            <Field label={t("spot.label")} error={problems.label} required>
              <Input
                id={SPOT_LABEL_ID}
                value={state.label}
                maxLength={LABEL_MAX_LENGTH}
                placeholder={t("spot.labelPlaceholder")}
                autoComplete="off"
                disabled={choice.creating}
                onChange={(event) => choice.describe({ label: event.target.value })}
              />
            </Field>
            <div className="grid gap-1.5">
              <label htmlFor={SPOT_SITE_ID} className="text-sm leading-5 font-medium text-foreground">
                {t("spot.site")}
                <span aria-hidden="true" className="ml-0.5 text-destructive">
                  *
                </span>
              </label>
              <Select
                value={state.site ?? ""}
                onValueChange={(site) => choice.describe({ site: site as BodySite })}
                disabled={choice.creating}
              >
                <SelectTrigger
                  id={SPOT_SITE_ID}
                  aria-required
                  aria-invalid={problems.site ? true : undefined}
                  aria-describedby={problems.site ? siteErrorId : undefined}
                >
                  <SelectValue placeholder={t("spot.sitePlaceholder")} />
                </SelectTrigger>
                <SelectContent>
                  {BODY_SITES.map((site) => (
                    <SelectItem key={site} value={site}>
                      {SITE_NAMES[site]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p
                id={siteErrorId}
                aria-live="polite"
                className="text-caption font-medium text-destructive empty:hidden"
              >
                {problems.site}
              </p>
            </div>
            <p className="text-caption text-muted-foreground sm:col-span-2">{t("spot.newHint")}</p>
          </div>
        ) : null}
        <FormError>{choice.serverError}</FormError>
      </>
    );
  }

  return (
    <section
      aria-labelledby="spot-heading"
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="spot-section"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="spot-heading" className="text-lead font-semibold">
          {t("spot.heading")}
        </h2>
        {section.kind === "choice" ? <Badge variant="outline">{t("spot.optional")}</Badge> : null}
      </div>
      {body}
    </section>
  );
}
