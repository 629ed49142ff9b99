"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiKeyCreateBody } from "@/lib/admin/schemas";
import { FormActions } from "../form-actions";
import type { Permission } from "./api";
import { PERMISSION_LABELS } from "./texts";

type Input = z.input<typeof ApiKeyCreateBody>;
export type ApiKeyValues = z.output<typeof ApiKeyCreateBody>;

const PERMISSIONS = Object.keys(PERMISSION_LABELS) as Permission[];
const NEW_KEY: Input = { name: "", permissions: ["summary"] };

/** A key's name and permissions (at least one; summary by default), to create or edit a key. */
export function ApiKeyForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ApiKeyValues;
  submitLabel: string;
  /** Answers true when saved, so a new key's form can be emptied. */
  onSubmit: (values: ApiKeyValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, ApiKeyValues>({
    resolver: zodResolver(ApiKeyCreateBody),
    defaultValues: initial ?? NEW_KEY,
  });
  const groupId = useId();

  const submit = async (values: ApiKeyValues) => {
    if ((await onSubmit(values)) && !initial) reset(NEW_KEY);
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Field
        label="Name"
        required
        description="Who uses the key, e.g. the partner clinic."
        error={errors.name?.message}
      >
        <Input maxLength={100} autoComplete="off" {...register("name")} />
      </Field>
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <fieldset className="grid gap-2" aria-describedby={`${groupId}-error`}>
              <legend className="mb-1 text-sm font-medium">
                Permissions
                <span aria-hidden="true" className="ml-0.5 text-destructive">
                  *
                </span>
              </legend>
              {PERMISSIONS.map((permission) => (
                <div key={permission} className="flex items-center gap-2">
                  <Checkbox
                    id={`${groupId}-${permission}`}
                    checked={chosen.includes(permission)}
                    aria-invalid={errors.permissions ? true : undefined}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true ? [...chosen, permission] : chosen.filter((p) => p !== permission),
                      )
                    }
                  />
                  <label htmlFor={`${groupId}-${permission}`} className="text-sm">
                    {PERMISSION_LABELS[permission]}
                  </label>
                </div>
              ))}
              <p
                id={`${groupId}-error`}
                aria-live="polite"
                className="text-caption font-medium text-destructive empty:hidden"
              >
                {errors.permissions?.message}
              </p>
            </fieldset>
          );
        }}
      />
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
