"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TestingHint } from "./testing-hint";
import { useCodeSignIn } from "./use-code-sign-in";

const SIX_DIGITS = /^\d{6}$/;

/**
 * The e-mail and code steps of signing in, shown by the login dialog, inline
 * on the signed-out account page and on the invite page. `heading` renders the
 * step's title and description in the host's own primitives (DialogTitle or a
 * card heading).
 */
export function LoginSteps({
  heading,
  onCancel,
  onSignedIn,
  digitsOnly = false,
}: {
  heading: (title: string, description: ReactNode) => ReactNode;
  /** Without it (the account page's inline form) the email step has no Cancel. */
  onCancel?: () => void;
  onSignedIn?: () => void;
  /**
   * The invite page's code field (spec section 5): digits only, and Verify
   * enabled at exactly six of them. Elsewhere an empty code is answered with
   * 'Please enter the verification code'.
   */
  digitsOnly?: boolean;
}) {
  const t = useTranslations("auth");
  const flow = useCodeSignIn({ onSignedIn });
  const busy = flow.pending !== null;
  const codeComplete = !digitsOnly || SIX_DIGITS.test(flow.code);

  if (flow.step === "email") {
    return (
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void flow.sendCode();
        }}
      >
        {heading(t("signInTitle"), t("signInDescription"))}
        <Field label={t("emailLabel")} error={flow.emailError}>
          <Input
            // Text, not type="email": the browser would strip spaces before the spec's blank check sees them.
            inputMode="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={flow.email}
            onChange={(event) => flow.setEmail(event.target.value)}
            onBlur={flow.emailBlurred}
            autoFocus
          />
        </Field>
        <TestingHint />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t("cancel")}
            </Button>
          )}
          <Button type="submit" disabled={!flow.email.trim() || busy}>
            {flow.pending === "send" ? t("sending") : t("sendCode")}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (codeComplete) void flow.verifyCode();
      }}
    >
      {heading(
        t("codeTitle"),
        t.rich("codeDescription", {
          address: flow.email.trim(),
          email: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
        }),
      )}
      <Field label={t("codeLabel")} error={flow.codeError}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          value={flow.code}
          onChange={(event) =>
            flow.setCode(digitsOnly ? event.target.value.replace(/\D/g, "").slice(0, 6) : event.target.value)
          }
          className="text-center text-lg tracking-widest"
          autoFocus
        />
      </Field>
      <TestingHint email={flow.email} />
      <Button type="submit" disabled={busy || !codeComplete}>
        {flow.pending === "verify" ? t("verifying") : t("verify")}
      </Button>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" onClick={flow.back} disabled={busy}>
          {t("back")}
        </Button>
        <Button variant="link" onClick={() => void flow.sendCode()} disabled={busy}>
          {flow.pending === "send" ? t("sending") : t("resendCode")}
        </Button>
      </div>
    </form>
  );
}
