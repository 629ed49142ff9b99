"use client";

import { LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import type { Privacy } from "@/lib/upload/requests";

/** Every choice, in the order shown. */
const PRIVACY_OPTIONS: readonly Privacy[] = ["public", "unlisted", "private"];

/** Who can see the report: every option shown, those the viewer may not choose with a lock. */
export function PrivacyChoice({
  privacy,
  options,
  onChoose,
}: {
  privacy: Privacy;
  /** The choices the server allows this viewer. */
  options: readonly Privacy[];
  onChoose: (value: Privacy) => void;
}) {
  const t = useTranslations("upload");
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lead font-semibold">{t("privacy.legend")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {PRIVACY_OPTIONS.map((option) => {
          const locked = !options.includes(option);
          return (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              )}
            >
              <input
                type="radio"
                name="privacy"
                value={option}
                checked={privacy === option}
                onChange={() => onChoose(option)}
                className="mt-1 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-1.5 text-body font-medium">
                  {t(`privacy.${option}.label`)}
                  {locked ? (
                    <LockIcon className="size-3.5 text-muted-foreground" aria-label={t("privacy.locked")} />
                  ) : null}
                </span>
                <span className="text-caption text-muted-foreground">{t(`privacy.${option}.text`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
