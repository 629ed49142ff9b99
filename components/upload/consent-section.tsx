"use client";

import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";

/** The one consent checkbox before any photo leaves the browser, and what a public report means. */
export function ConsentSection({
  publicReport,
  signedIn,
  consent,
  missing,
  onConsent,
}: {
  publicReport: boolean;
  signedIn: boolean;
  consent: boolean;
  /** A submit was tried without consent: the box says so until it is ticked. */
  missing: boolean;
  onConsent: (value: boolean) => void;
}) {
  const t = useTranslations("upload");
  return (
    <section
      aria-label={t("consent.section")}
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
    >
      {publicReport ? (
        <p className="rounded-md bg-info-soft p-3 text-body text-foreground" data-testid="public-notice">
          {t("consent.publicNotice")} {signedIn ? null : t("consent.visitorTakedown")}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <Checkbox
          id="consent"
          checked={consent}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? "consent-error" : undefined}
          onCheckedChange={(value) => onConsent(value === true)}
          className="mt-0.5"
        />
        <label htmlFor="consent" className="text-body text-foreground">
          {t("consent.label")}
        </label>
      </div>
      <p
        id="consent-error"
        aria-live="polite"
        className="text-caption font-medium text-destructive empty:hidden"
      >
        {missing ? t("consent.required") : null}
      </p>
    </section>
  );
}
