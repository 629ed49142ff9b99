"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type SpotSelectOption = { value: string; label: string; disabled?: boolean };

/**
 * A labelled Select: the label names the trigger (Field gives its id to its direct child, which
 * for a Select is the root, not the button).
 */
export function SpotSelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  busy,
}: {
  label: string;
  value: string;
  options: SpotSelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div data-slot="field" className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} aria-busy={busy || undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
