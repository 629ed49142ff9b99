"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { queryKeys } from "@/components/api/queries";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { notify } from "@/components/ui/toaster";
import { api, type SpotSummary } from "@/lib/api-client";
import { BodySite, type SpotView } from "@/lib/generated/prisma/enums";
import { LABEL_MAX_LENGTH, SpotCreateSchema } from "@/lib/spots/schemas";
import { REMINDER_INTERVALS } from "@/lib/spots/limits";
import { BODY_SITES } from "@/lib/spots/sites";
import { labelProblem, newSpotPlace, type MapPlace } from "./spot-display";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

// The label and reminder as POST /api/spots parses them; the site must be chosen (the keyboard's
// way starts without one). The place comes from the tap, or from the site. The form shows its own
// words for what the schema refuses (the schema's messages are the API's, in English).
const NewSpotFields = SpotCreateSchema.pick({ label: true, reminder_interval_days: true }).extend({
  body_site: z.enum(BodySite),
});
type NewSpotInput = z.input<typeof NewSpotFields>;
type NewSpotValues = z.output<typeof NewSpotFields>;

const NO_REMINDER_VALUE = "none";

/**
 * A new spot: where it was tapped (`tapped`, with the site the map names there), or, opened by the
 * Add a spot button, at the middle of the site chosen. Saves through POST /api/spots; the list and
 * the map read the spots again, so the new dot appears where the marker was.
 */
export function NewSpotDialog({
  open,
  onOpenChange,
  tapped,
  site,
  returnFocusTo,
  outlines,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tapped: MapPlace | null;
  site: BodySite | null;
  /** Where the focus goes when the dialog closes: it has no trigger of its own to go back to. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
  /** The map's outlines, for the small view of where the spot goes. */
  outlines: Record<SpotView, React.ReactNode>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {/* Mounted with the dialog, so every opening starts from the tap's site and an empty label. */}
        <NewSpotForm tapped={tapped} site={site} outlines={outlines} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewSpotForm({
  tapped,
  site,
  outlines,
  onDone,
}: {
  tapped: MapPlace | null;
  site: BodySite | null;
  outlines: Record<SpotView, React.ReactNode>;
  onDone: () => void;
}) {
  const t = useTranslations("spots");
  const sites = useTranslations("bodySites");
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewSpotInput, unknown, NewSpotValues>({
    resolver: zodResolver(NewSpotFields),
    defaultValues: { label: "", body_site: site ?? undefined, reminder_interval_days: null },
  });

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const spot = await api.createSpot({ ...values, ...newSpotPlace(tapped, values.body_site) });
      // The dot appears at once; the list is then read again in the server's order.
      queryClient.setQueryData<SpotSummary[]>(queryKeys.spots, (spots) =>
        spots ? [summaryOf(spot), ...spots] : spots,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.spots });
      notify.success(t("newSpot.saved", { label: spot.label }));
      onDone();
    } catch (error) {
      setFailure(refusalText(error, t("newSpot.saveFailed")));
    }
  });

  // The dialog covers the map on a phone: a small view shows where the dot will go.
  const chosen = useWatch({ control, name: "body_site" });
  const place = tapped ?? (chosen ? newSpotPlace(null, chosen) : null);

  return (
    <form noValidate onSubmit={save} className="grid gap-4">
      <div className="flex items-start gap-4">
        <PlacePreview place={place} outlines={outlines} />
        <DialogHeader>
          <DialogTitle>{t("newSpot.title")}</DialogTitle>
          <DialogDescription>
            {tapped ? t("newSpot.descriptionTapped", { view: tapped.view }) : t("newSpot.descriptionChosen")}
          </DialogDescription>
        </DialogHeader>
      </div>
      <Field
        label={t("newSpot.labelField")}
        required
        description={t("newSpot.labelHint")}
        error={
          errors.label &&
          t(`newSpot.labelErrors.${labelProblem(errors.label.type)}`, { max: LABEL_MAX_LENGTH })
        }
      >
        <Input autoComplete="off" maxLength={LABEL_MAX_LENGTH} autoFocus {...register("label")} />
      </Field>
      <Controller
        control={control}
        name="body_site"
        render={({ field }) => (
          <Field
            id="new-spot-site"
            label={t("newSpot.siteField")}
            required
            error={errors.body_site && t("newSpot.siteRequired")}
          >
            <Select value={field.value ?? ""} onValueChange={field.onChange}>
              <SelectTrigger
                id="new-spot-site"
                onBlur={field.onBlur}
                aria-invalid={errors.body_site ? true : undefined}
                aria-describedby={errors.body_site ? "new-spot-site-error" : undefined}
              >
                <SelectValue placeholder={t("newSpot.sitePlaceholder")} />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                {BODY_SITES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {sites(value)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="reminder_interval_days"
        render={({ field }) => (
          <Field
            id="new-spot-reminder"
            label={t("newSpot.reminderField")}
            description={t("newSpot.reminderHint")}
          >
            <Select
              value={field.value == null ? NO_REMINDER_VALUE : String(field.value)}
              onValueChange={(value) => field.onChange(value === NO_REMINDER_VALUE ? null : Number(value))}
            >
              <SelectTrigger
                id="new-spot-reminder"
                onBlur={field.onBlur}
                aria-describedby="new-spot-reminder-description"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_REMINDER_VALUE}>{t("noReminder")}</SelectItem>
                {REMINDER_INTERVALS.map((days) => (
                  <SelectItem key={days} value={String(days)}>
                    {t("everyDays", { days })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        )}
      />
      <FormError>{failure}</FormError>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The view the spot goes on, small, with a dot where it goes (none until a site is chosen). */
function PlacePreview({
  place,
  outlines,
}: {
  place: MapPlace | null;
  outlines: Record<SpotView, React.ReactNode>;
}) {
  return (
    <div
      aria-hidden="true"
      data-testid="new-spot-preview"
      data-view={place?.view}
      className={cn("relative w-12 shrink-0", !place && "opacity-50")}
    >
      {outlines[place?.view ?? "front"]}
      {place ? (
        <span
          className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-foreground ring-2 ring-card"
          style={{ left: `${place.map_x * 100}%`, top: `${place.map_y * 100}%` }}
        />
      ) : null}
    </div>
  );
}

/** The list's shape of a spot the API just made (its answer also has the reports, none yet). */
function summaryOf({ reports: _reports, ...spot }: SpotSummary & { reports: unknown[] }): SpotSummary {
  return spot;
}
