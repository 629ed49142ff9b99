"use client";

import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { VoucherCreateBody, VoucherUpdateBody } from "@/lib/admin/schemas";
import { detailOr } from "@/lib/api-client";
import { FormActions } from "../form-actions";
import { vouchersApi, type AdminVoucher } from "./api";
import { VOUCHER_CREATE_FAILED, VOUCHER_DEFAULTS, VOUCHER_UPDATE_FAILED } from "./texts";

type Values = { code: string; report_count: string; usage_limit: string; expires_days: string };
type Name = keyof Values;

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_VOUCHER: Values = { code: "", ...VOUCHER_DEFAULTS };

/** Days left until a voucher expires, rounded up; empty when it never expires (spec section 4). */
export function remainingDays(expiresAt: string | null, now = Date.now()): string {
  if (!expiresAt) return "";
  return String(Math.max(1, Math.ceil((new Date(expiresAt).getTime() - now) / DAY_MS)));
}

function valuesOf(voucher: AdminVoucher): Values {
  return {
    code: voucher.code,
    report_count: String(voucher.report_count),
    usage_limit: String(voucher.usage_limit),
    expires_days: remainingDays(voucher.expires_at),
  };
}

const number = (text: string) => (text.trim() === "" ? undefined : Number(text));

/**
 * Creates a voucher (defaults 1 report, 10 uses, 30 days) or, given `editing`, edits it: the form
 * is filled from the voucher, an emptied expiry removes the end date, and the expiry is sent only
 * when changed so saving other fields does not move it. Cancel and save return to create mode.
 */
export function VoucherForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: AdminVoucher | null;
  onSaved: (voucher: AdminVoucher) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<Values>({ defaultValues: editing ? valuesOf(editing) : NEW_VOUCHER });

  const showIssues = (issues: { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) setError(String(issue.path[0] ?? "code") as Name, { message: issue.message });
  };

  const save = async (values: Values) => {
    const fields = {
      code: values.code,
      report_count: number(values.report_count),
      usage_limit: number(values.usage_limit),
    };
    try {
      if (editing) {
        const parsed = VoucherUpdateBody.safeParse({
          ...fields,
          ...(dirtyFields.expires_days ? { expires_days: number(values.expires_days) ?? null } : {}),
        });
        if (!parsed.success) return showIssues(parsed.error.issues);
        const answer = await vouchersApi.update(editing.id, parsed.data);
        notify.success(answer.message);
        onSaved(answer.voucher);
      } else {
        const parsed = VoucherCreateBody.safeParse({ ...fields, expires_days: number(values.expires_days) });
        if (!parsed.success) return showIssues(parsed.error.issues);
        const answer = await vouchersApi.create(parsed.data);
        notify.success(answer.message);
        reset(NEW_VOUCHER);
        onSaved(answer.voucher);
      }
    } catch (error) {
      notify.error(editing ? detailOr(error, VOUCHER_UPDATE_FAILED) : detailOr(error, VOUCHER_CREATE_FAILED));
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(save)(event)}>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start lg:grid-cols-4">
        <Field
          label="Code"
          required
          description="Letters, digits, - and _; saved in capitals."
          error={errors.code?.message}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            className="uppercase"
            {...register("code")}
          />
        </Field>
        <Field label="Reports per use" required error={errors.report_count?.message}>
          <Input type="number" inputMode="numeric" min={1} {...register("report_count")} />
        </Field>
        <Field label="Usage limit" required error={errors.usage_limit?.message}>
          <Input type="number" inputMode="numeric" min={1} {...register("usage_limit")} />
        </Field>
        <Field
          label="Expires in (days)"
          description={editing ? "Empty: no end date." : undefined}
          error={errors.expires_days?.message}
        >
          <Input type="number" inputMode="numeric" min={1} {...register("expires_days")} />
        </Field>
      </div>
      <FormActions
        submitLabel={editing ? "Save voucher" : "Create voucher"}
        submitting={isSubmitting}
        onCancel={editing ? onCancel : undefined}
      />
    </form>
  );
}
