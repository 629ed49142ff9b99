"use client";

import { useState } from "react";
import { completeSignIn } from "@/components/auth/stored-user";
import { CODE_REQUIRED, SEND_CODE_FAILED, VERIFY_FAILED } from "@/components/auth/texts";
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
import { detailOr } from "@/lib/api-client";
import { reportApi } from "./api";
import { CODE_DIALOG_TITLE, EMAIL_DIALOG_TITLE, EMAIL_VERIFIED } from "./texts";
import { EMAIL_REQUIRED } from "@/components/auth/texts";

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
      setError(EMAIL_REQUIRED);
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
      setServerError(detailOr(failure, SEND_CODE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!code) {
      setError(CODE_REQUIRED);
      return;
    }
    if (code.length !== CODE_LENGTH || !challenge) return;
    setBusy(true);
    setServerError(null);
    try {
      const signedIn = await reportApi.verifyEmailCode({ email: email.trim(), code, token: challenge });
      notify.success(EMAIL_VERIFIED);
      reset(false);
      completeSignIn(signedIn.user_id);
      onVerified();
    } catch (failure) {
      // Beside the code field, as the login dialog shows a wrong code.
      setError(detailOr(failure, VERIFY_FAILED));
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
              <DialogTitle>{EMAIL_DIALOG_TITLE}</DialogTitle>
              <DialogDescription>
                Your first full report is free. We e-mail you a 6-digit code to confirm your address; your
                account is created with it.
              </DialogDescription>
            </DialogHeader>
            <Field label="Email address" error={error ?? undefined}>
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
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                Send Verification Code
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <form onSubmit={verify} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{CODE_DIALOG_TITLE}</DialogTitle>
              <DialogDescription>Enter the 6-digit code we sent to {email.trim()}.</DialogDescription>
            </DialogHeader>
            <Field label="Verification code" error={error ?? undefined}>
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
                Back
              </Button>
              <Button type="submit" disabled={busy || code.length !== CODE_LENGTH}>
                Verify & Get My Report
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
