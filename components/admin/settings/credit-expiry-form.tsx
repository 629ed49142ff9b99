"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { CreditsExpiryBody } from "@/lib/admin/schemas";
import { detailOr } from "@/lib/api-client";
import { creditExpirationMonths } from "@/lib/settings/schema";
import { settingsApi, type CreditsExpiryUpdate } from "./api";
import { settingsKey } from "./settings-key";
import { CREDITS_EXPIRY_FAILED, CREDITS_EXPIRY_INVALID } from "./texts";

/**
 * Sets how long credits last (POST /api/admin/update-credits-expiry), and optionally moves the
 * expiry of every balance held now to the new length. Used by the settings dialog and the
 * maintenance area.
 */
export function CreditExpiryForm({
  currentDays,
  onDone,
  submitLabel = "Update credit expiry",
}: {
  currentDays: number;
  onDone?: (result: CreditsExpiryUpdate) => void;
  submitLabel?: string;
}) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(String(currentDays));
  const [applyToExisting, setApplyToExisting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applyId = useId();
  const parsed = CreditsExpiryBody.safeParse({
    credits_expiry_days: Number(days),
    apply_to_existing: applyToExisting,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.success || days.trim() === "") {
      setError(CREDITS_EXPIRY_INVALID);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await settingsApi.updateCreditsExpiry(parsed.data);
      notify.success(result.message);
      await queryClient.invalidateQueries({ queryKey: settingsKey });
      onDone?.(result);
    } catch (failure) {
      notify.error(detailOr(failure, CREDITS_EXPIRY_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <Field
        label="Credits expire after (days)"
        className="max-w-xs"
        required
        error={error ?? undefined}
        description={
          parsed.success
            ? `About ${creditExpirationMonths(parsed.data)} months on the pricing page.`
            : undefined
        }
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </Field>
      <div className="flex items-start gap-2">
        <Checkbox
          id={applyId}
          checked={applyToExisting}
          onCheckedChange={(checked) => setApplyToExisting(checked === true)}
          className="mt-0.5"
        />
        <label htmlFor={applyId} className="text-sm">
          Apply to existing credits too: each balance then expires this many days after its last purchase or
          grant.
        </label>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Updating…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
