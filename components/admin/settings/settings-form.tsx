"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { detailOr } from "@/lib/api-client";
import { CREDIT_PACKAGES } from "@/lib/settings/schema";
import { ChoiceSelect } from "../choice-select";
import { FormActions } from "../form-actions";
import { settingsApi, type AdminSettings } from "./api";
import { CreditExpiryForm } from "./credit-expiry-form";
import { CREDIT_PACKAGE_LABELS, SETTINGS_GROUPS, type NumericField, type PriceField } from "./fields";
import { settingsKey } from "./settings-key";
import { SETTINGS_SAVE_FAILED } from "./texts";

type Values = Record<NumericField, string> & {
  credit_prices: Record<PriceField, string>;
  enable_first_free_report: boolean;
  ai_processing: AdminSettings["ai_processing"];
};

const AI_PROCESSING = [
  { value: "openai", label: "OpenAI" },
  { value: "own_servers", label: "Our own servers" },
] as const;

const PACKAGES = Object.keys(CREDIT_PACKAGES) as PriceField[];
const NUMERIC_FIELDS = SETTINGS_GROUPS.flatMap((group) => group.fields.map((field) => field.name));

/** The form shows numbers as text, so a field may be left empty (it then takes its fallback). */
function toValues(settings: AdminSettings): Values {
  return {
    ...(Object.fromEntries(NUMERIC_FIELDS.map((name) => [name, String(settings[name])])) as Record<
      NumericField,
      string
    >),
    credit_prices: Object.fromEntries(
      PACKAGES.map((key) => [key, String(settings.credit_prices[key])]),
    ) as Record<PriceField, string>,
    enable_first_free_report: settings.enable_first_free_report,
    ai_processing: settings.ai_processing,
  };
}

/** The whole object, as typed: the server reads numbers from text and fills empty fields. */
function toBody(values: Values) {
  return {
    ...Object.fromEntries(NUMERIC_FIELDS.map((name) => [name, values[name].trim()])),
    credit_prices: Object.fromEntries(PACKAGES.map((key) => [key, values.credit_prices[key].trim()])),
    enable_first_free_report: values.enable_first_free_report,
    ai_processing: values.ai_processing,
  };
}

export function SettingsForm({ saved }: { saved: AdminSettings }) {
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, reset, resetField, formState } = useForm<Values>({
    defaultValues: toValues(saved),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [expiryOpen, setExpiryOpen] = useState(false);
  const firstFreeId = useId();

  const save = async (values: Values) => {
    setFailure(null);
    try {
      const answer = await settingsApi.save(toBody(values));
      queryClient.setQueryData(settingsKey, answer.settings);
      reset(toValues(answer.settings));
      notify.success(answer.message);
    } catch (error) {
      setFailure(detailOr(error, SETTINGS_SAVE_FAILED));
      notify.error(SETTINGS_SAVE_FAILED);
    }
  };

  return (
    <>
      <form
        noValidate
        className="grid grid-cols-1 gap-6"
        onSubmit={(event) => void handleSubmit(save)(event)}
      >
        <Card>
          <CardHeader>
            <CardTitle as="h3">Credit packages</CardTitle>
            <CardDescription>
              The packages of 1, 3 and 10 credits are fixed; their prices (€) are not.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3">
            {PACKAGES.map((key) => (
              <Field key={key} label={`${CREDIT_PACKAGE_LABELS[key]} (€)`}>
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={0.01}
                  {...register(`credit_prices.${key}`)}
                />
              </Field>
            ))}
          </CardContent>
        </Card>
        {SETTINGS_GROUPS.map((group) => (
          <Card key={group.title}>
            <CardHeader>
              <CardTitle as="h3">{group.title}</CardTitle>
              <CardDescription>{group.description}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2 sm:items-start lg:grid-cols-3">
              {group.fields.map((field) => (
                <Field key={field.name} label={field.label} description={field.hint}>
                  <Input
                    type="number"
                    inputMode={field.step ? "decimal" : "numeric"}
                    step={field.step ?? "1"}
                    {...register(field.name)}
                  />
                </Field>
              ))}
            </CardContent>
            {group.fields.some((field) => field.name === "credits_expiry_days") ? (
              <CardContent className="pt-0">
                <Button variant="outline" onClick={() => setExpiryOpen(true)}>
                  <CalendarClock aria-hidden="true" />
                  Configure credit expiry
                </Button>
              </CardContent>
            ) : null}
          </Card>
        ))}
        <Card>
          <CardHeader>
            <CardTitle as="h3">First free report</CardTitle>
            <CardDescription>A new account&apos;s first full report is free, and public.</CardDescription>
          </CardHeader>
          <CardContent>
            <Controller
              control={control}
              name="enable_first_free_report"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={firstFreeId}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <label htmlFor={firstFreeId} className="text-sm">
                    Offer the first full report free
                  </label>
                </div>
              )}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">AI analysis</CardTitle>
            <CardDescription>
              Where the analysis runs, as the privacy policy and the terms tell people. Choose our own servers
              only when the AI server set in Integrations is one you run.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Controller
              control={control}
              name="ai_processing"
              render={({ field }) => (
                <ChoiceSelect
                  label="The analysis runs on"
                  value={field.value}
                  options={AI_PROCESSING}
                  onChange={field.onChange}
                  className="max-w-xs"
                />
              )}
            />
          </CardContent>
        </Card>
        <FormError>{failure}</FormError>
        <FormActions
          submitLabel="Save settings"
          submitting={formState.isSubmitting}
          dirty={formState.isDirty}
          onUndo={() => reset()}
        />
      </form>
      {/* Outside the form: its own form's submit must not bubble into this one through the portal. */}
      <Dialog open={expiryOpen} onOpenChange={setExpiryOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Credit expiry</DialogTitle>
            <DialogDescription>How long purchased and granted credits last.</DialogDescription>
          </DialogHeader>
          <CreditExpiryForm
            currentDays={saved.credits_expiry_days}
            onDone={(result) => {
              resetField("credits_expiry_days", { defaultValue: String(result.credits_expiry_days) });
              setExpiryOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
