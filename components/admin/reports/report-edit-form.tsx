"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormError } from "@/components/ui/field";
import type { ReportUpdateBody } from "@/lib/admin/schemas";
import { ChoiceSelect } from "../choice-select";
import { optionsOf } from "../sort-order";
import type { AdminReport } from "./api";
import { PRIVACY_LABELS } from "./texts";

type Privacy = AdminReport["privacy_setting"];

/** The spec's report edit: privacy and disabled; only what changed is sent. */
export function ReportEditForm({
  report,
  save,
}: {
  report: AdminReport;
  save: (id: string, body: ReportUpdateBody) => Promise<string | null>;
}) {
  const [privacy, setPrivacy] = useState<Privacy>(report.privacy_setting);
  const [disabled, setDisabled] = useState(report.disabled);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const disabledId = useId();

  const changes: ReportUpdateBody = {
    ...(privacy !== report.privacy_setting ? { privacy_setting: privacy } : {}),
    ...(disabled !== report.disabled ? { disabled } : {}),
  };
  const changed = Object.keys(changes).length > 0;

  return (
    <form
      noValidate
      className="grid gap-3"
      aria-label="Edit report"
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        setFailure(await save(report.id, changes));
        setSaving(false);
      }}
    >
      <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <ChoiceSelect
          label="Privacy"
          value={privacy}
          options={optionsOf(PRIVACY_LABELS)}
          onChange={setPrivacy}
        />
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id={disabledId}
            checked={disabled}
            onCheckedChange={(checked) => setDisabled(checked === true)}
          />
          <label htmlFor={disabledId} className="text-sm font-medium">
            Disabled
          </label>
        </div>
        <Button type="submit" disabled={!changed || saving}>
          Save changes
        </Button>
      </div>
      {privacy !== "public" && report.featured ? (
        <p className="text-caption text-muted-foreground">
          A report that is not public stops being featured.
        </p>
      ) : null}
      <FormError>{failure}</FormError>
    </form>
  );
}
