"use client";

import { useQueryClient } from "@tanstack/react-query";
import { BellOff, BellRing } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { queryKeys, useProfile } from "@/components/api/queries";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormError } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import { api, type SpotDetail } from "@/lib/api-client";
import { REMINDER_INTERVALS } from "@/lib/spots/limits";
import { LONG_DATE } from "./spot-display";
import { SpotSelectField } from "./spot-select-field";
import { useRefusalText } from "@/components/i18n/use-refusal-text";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

const OFF = "off";

/**
 * How often this spot asks for a new photo (PATCH reminder_interval_days); the next due date is the
 * server's answer, shown once saved. Notes when the account has reminder e-mails turned off.
 */
export function SpotReminder({ spot, className }: { spot: SpotDetail; className?: string }) {
  const t = useTranslations("spots");
  const refusalText = useRefusalText();
  const format = useRegionalFormatter();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [saving, setSaving] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const current = spot.reminder_interval_days === null ? OFF : String(spot.reminder_interval_days);
  // An interval set elsewhere (the API takes any from 30 to 365 days) is offered as it is.
  const intervals: number[] = [...REMINDER_INTERVALS];
  if (spot.reminder_interval_days !== null && !intervals.includes(spot.reminder_interval_days))
    intervals.push(spot.reminder_interval_days);
  intervals.sort((a, b) => a - b);

  async function change(value: string) {
    if (value === current) return;
    setSaving(value);
    setRefusal(null);
    try {
      const saved = await api.updateSpot(spot.id, {
        reminder_interval_days: value === OFF ? null : Number(value),
      });
      queryClient.setQueryData(queryKeys.spot(spot.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.spots, exact: true });
      notify.success(value === OFF ? t("reminder.removed") : t("reminder.saved"));
    } catch (failure) {
      const detail = refusalText(failure, t("reminder.failed"));
      setRefusal(detail);
      notify.error(detail);
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card className={className} data-testid="spot-reminder">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <BellRing className="size-5 text-primary" aria-hidden="true" />
          {t("reminder.title")}
        </CardTitle>
        <CardDescription>{t("reminder.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SpotSelectField
          label={t("reminder.field")}
          value={saving ?? current}
          onChange={(value) => void change(value)}
          disabled={saving !== null}
          busy={saving !== null}
          options={[
            { value: OFF, label: t("noReminder") },
            ...intervals.map((days) => ({ value: String(days), label: t("everyDays", { days }) })),
          ]}
        />
        <FormError>{refusal}</FormError>
        {/* The server's due date, once a reminder is saved: the last check (or the spot's creation) plus the interval. */}
        <p className="text-sm empty:hidden" aria-live="polite" data-field="reminder-next-due">
          {spot.next_check_due_at ? (
            <>
              {t("reminder.nextDue")}{" "}
              <time dateTime={spot.next_check_due_at} className="font-medium">
                {format.dateTime(new Date(spot.next_check_due_at), LONG_DATE)}
              </time>
            </>
          ) : null}
        </p>
        {profile.data?.spot_reminders === false ? (
          <p className="flex gap-2 rounded-lg border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-warning">
            <BellOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t("reminder.accountOff")}{" "}
              <Link href="/account" className="font-medium underline underline-offset-4">
                {t("reminder.accountLink")}
              </Link>
              .
            </span>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
