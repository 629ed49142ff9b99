"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { completeSignIn } from "@/components/auth/stored-user";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { reportApi } from "./api";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

const CODE_LENGTH = 6;

/**
 * The visitor's free full report (spec section 4): an e-mail dialog, then the
 * 6-digit code dialog. Proving the inbox signs the visitor in (POST
 * /api/verify-email-code sets the session cookie); `onVerified` then makes the
 * full report from the summary.
 */
export function FreeReportDialog({
  open,
  onOpenChange,
  onVerified,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerified: () => void;
}) {
  const t = useTranslations("reportOwner.freeReport");
  const refusalText = useRefusalText();
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset(next: boolean) {
    if (!next) {
      setStep("email");
      setCode("");
      setError(null);
      setServerError(null);
    }
    onOpenChange(next);
  }

  async function sendCode(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t("emailRequired"));
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      const sent = await reportApi.sendVerificationCode(address);
      setChallenge(sent.token);
      setStep("code");
      setError(null);
    } catch (failure) {
      setServerError(refusalText(failure, t("sendFailed")));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!code) {
      setError(t("codeRequired"));
      return;
    }
    if (code.length !== CODE_LENGTH || !challenge) return;
    setBusy(true);
    setServerError(null);
    try {
      const signedIn = await reportApi.verifyEmailCode({ email: email.trim(), code, token: challenge });
      notify.success(t("verified"));
      reset(false);
      completeSignIn(signedIn.user_id);
      onVerified();
    } catch (failure) {
      // Beside the code field, as the login dialog shows a wrong code.
      setError(refusalText(failure, t("verifyFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent>
        {step === "email" ? (
          <form onSubmit={sendCode} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("emailTitle")}</DialogTitle>
              <DialogDescription>{t("emailText")}</DialogDescription>
            </DialogHeader>
            <Field label={t("emailLabel")} error={error ?? undefined}>
              <Input
                type="text"
                inputMode="email"
                autoComplete="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(null);
                }}
              />
            </Field>
            <FormError>{serverError}</FormError>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => reset(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" disabled={busy}>
                {t("sendCode")}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <form onSubmit={verify} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("codeTitle")}</DialogTitle>
              <DialogDescription>{t("codeText", { email: email.trim() })}</DialogDescription>
            </DialogHeader>
            <Field label={t("codeLabel")} error={error ?? undefined}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CODE_LENGTH}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH));
                  setError(null);
                }}
                className="text-center font-mono text-lead tracking-[0.4em]"
              />
            </Field>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setStep("email");
                  setCode("");
                  setError(null);
                  setServerError(null);
                }}
              >
                {t("back")}
              </Button>
              <Button type="submit" disabled={busy || code.length !== CODE_LENGTH}>
                {t("verify")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
