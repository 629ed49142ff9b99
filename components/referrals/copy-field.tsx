"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";

/** A read-only value with a Copy button; the value stays selectable where the clipboard is refused. */
export function CopyField({
  label,
  copyLabel,
  value,
  copiedMessage,
  mono = false,
}: {
  label: string;
  /** The button's accessible name, such as "Copy invite link". */
  copyLabel: string;
  value: string;
  copiedMessage: string;
  mono?: boolean;
}) {
  const t = useTranslations("referrals");
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(copiedMessage);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      notify.error(t("copyFailed"));
    }
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={mono ? "font-mono tracking-wider" : undefined}
        />
        <Button variant="secondary" onClick={copy} aria-label={copyLabel}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span className="hidden sm:inline">{copied ? t("copied") : t("copy")}</span>
        </Button>
      </div>
    </div>
  );
}
