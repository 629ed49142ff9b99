"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { notify } from "@/components/ui/toaster";
import { api, ApiError, type SignedIn } from "@/lib/api-client";
import { completeSignIn } from "./stored-user";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

export type SignInStep = "email" | "code";

/**
 * Sign-in by an e-mailed code (POST /api/auth/send-login-code, then
 * /verify-login-code), behind LoginSteps (login dialog, account page, invite page). The
 * first verified sign-in of an address creates its account, already verified.
 */
export function useCodeSignIn({ onSignedIn }: { onSignedIn?: (session: SignedIn) => void } = {}) {
  const t = useTranslations("auth");
  const refusalText = useRefusalText();
  const [step, setStep] = useState<SignInStep>("email");
  const [email, setEmailValue] = useState("");
  const [code, setCodeValue] = useState("");
  const [token, setToken] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [emailEdited, setEmailEdited] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState<"send" | "verify" | null>(null);

  const setEmail = (value: string) => {
    setEmailValue(value);
    setEmailEdited(true);
    setEmailError(null);
  };
  /** Send stays disabled while the address is blank after trimming; leaving such a field says why. */
  const emailBlurred = () => {
    if (emailEdited && !email.trim()) setEmailError(t("emailRequired"));
  };
  const setCode = (value: string) => {
    setCodeValue(value);
    setCodeError(null);
  };

  async function sendCode(): Promise<void> {
    const address = email.trim();
    if (!address) {
      setEmailError(t("emailRequired"));
      return;
    }
    setPending("send");
    try {
      const sent = await api.sendLoginCode(address);
      setToken(sent.token);
      setCodeValue("");
      setCodeError(null);
      setStep("code");
      notify.success(t("codeSent"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setEmailError(t("emailInvalid"));
      // A rate limit says when to try again; anything else gets the spec's text.
      else if (error instanceof ApiError && error.status === 429)
        notify.error(refusalText(error, t("sendCodeFailed")));
      else notify.error(t("sendCodeFailed"));
    } finally {
      setPending(null);
    }
  }

  async function verifyCode(): Promise<void> {
    const entered = code.trim();
    if (!entered) {
      setCodeError(t("codeRequired"));
      return;
    }
    if (!token) {
      setStep("email");
      return;
    }
    setPending("verify");
    try {
      const session = await api.verifyLoginCode({ email: email.trim(), code: entered, token });
      notify.success(t("signedIn"));
      setEmailValue("");
      setCodeValue("");
      setToken(null);
      setStep("email");
      completeSignIn(session.user_id);
      onSignedIn?.(session);
    } catch (error) {
      // Beside the code field (announced there), where the user types the code again; not a toast.
      setCodeError(refusalText(error, t("verifyFailed")));
    } finally {
      setPending(null);
    }
  }

  function back() {
    setStep("email");
    setCodeValue("");
    setCodeError(null);
  }

  return {
    step,
    email,
    setEmail,
    emailBlurred,
    code,
    setCode,
    emailError,
    codeError,
    pending,
    sendCode,
    verifyCode,
    back,
  };
}
