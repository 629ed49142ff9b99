"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { notify } from "@/components/ui/toaster";
import { UserUpdateBody } from "@/lib/admin/schemas";
import { detailOr } from "@/lib/api-client";
import { DetailItem } from "../detail-item";
import { dateTime } from "../format";
import { optionsOf } from "../sort-order";
import { usersApi, usersQueryRoot, type AdminUser } from "./api";
import { SUBSCRIPTION_LABELS, USER_UPDATE_FAILED, USER_UPDATED } from "./texts";

// The form edits every field of the request; only the ones changed are sent, so the audit
// trail and the credit ledger record exactly what the administrator did.
const EditUser = UserUpdateBody.required();
type EditUserValues = ReturnType<typeof EditUser.parse>;

const valuesOf = (user: AdminUser): EditUserValues => ({
  credits: user.credits,
  subscription_status: user.subscription_status,
  blocked: user.blocked,
});

/** The spec's user edit dialog: credits (through the ledger), subscription status and blocked. */
export function UserEditForm({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, dirtyFields, isDirty, isSubmitting },
  } = useForm<EditUserValues>({ resolver: zodResolver(EditUser), defaultValues: valuesOf(user) });

  const save = handleSubmit(async (values) => {
    setFailure(null);
    const changed = Object.fromEntries(
      (Object.keys(values) as (keyof EditUserValues)[])
        .filter((key) => dirtyFields[key])
        .map((key) => [key, values[key]]),
    );
    try {
      const updated = await usersApi.update(user.id, changed);
      reset(valuesOf(updated));
      notify.success(USER_UPDATED);
      await queryClient.invalidateQueries({ queryKey: usersQueryRoot });
    } catch (error) {
      setFailure(detailOr(error, USER_UPDATE_FAILED));
    }
  });

  return (
    <form noValidate onSubmit={save} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Credits"
          error={errors.credits ? "Enter a whole number of credits, 0 or more" : undefined}
          description={
            user.credits_expires_at
              ? `Expire ${dateTime(user.credits_expires_at)}`
              : "A change is an admin adjustment in the ledger"
          }
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register("credits", { valueAsNumber: true })}
          />
        </Field>
        <Controller
          control={control}
          name="subscription_status"
          render={({ field }) => (
            <Field label="Subscription status">
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {optionsOf(SUBSCRIPTION_LABELS).map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />
      </div>
      <Controller
        control={control}
        name="blocked"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={`blocked-${user.id}`}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <div className="grid gap-0.5">
              <label htmlFor={`blocked-${user.id}`} className="text-sm font-medium">
                Blocked
              </label>
              <p className="text-caption text-muted-foreground">
                A blocked user cannot sign in; blocking ends every session at once.
              </p>
            </div>
          </div>
        )}
      />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <DetailItem term="E-mail verified">{user.email_verified ? "Yes" : "No"}</DetailItem>
        <DetailItem term="Reports">{user.report_count}</DetailItem>
        <DetailItem term="Free summaries this month">{user.fair_use_count}</DetailItem>
        <DetailItem term="First free report">
          {user.first_report_claimed ? "Claimed" : "Not claimed"}
        </DetailItem>
        <DetailItem term="Subscription ends">
          {dateTime(user.subscription_end ?? user.current_period_end)}
        </DetailItem>
        <DetailItem term="Cancels at period end">{user.cancel_at_period_end ? "Yes" : "No"}</DetailItem>
      </dl>
      <FormError>{failure}</FormError>
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
