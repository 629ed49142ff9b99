"use client";

import { Link, useRouter } from "@/lib/i18n/navigation";
import { CircleAlert, CircleCheck, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { completeSignIn } from "./stored-user";

/** Spec section 9: the redirect delays after success (to /account) and after "already verified" (to /). */
const VERIFIED_REDIRECT_MS = 2000;
const ALREADY_VERIFIED_REDIRECT_MS = 3000;

type State = "verifying" | "success" | "already_verified" | "error";

/** Each state's heading and text in the `auth.verification` messages. */
const VIEWS = {
  verifying: { title: "verifyingTitle", text: "verifyingText" },
  success: { title: "successTitle", text: "successText" },
  already_verified: { title: "alreadyVerifiedTitle", text: "alreadyVerifiedText" },
  error: { title: "failedTitle", text: "failedText" },
} as const satisfies Record<State, { title: string; text: string }>;

/** /verify-email/{token}: uses the link once; its answer signs the owner in (the cookie) and auto-logs in here. */
export function EmailVerification({ token }: { token: string }) {
  const t = useTranslations("auth.verification");
  const router = useRouter();
  const [state, setState] = useState<State>("verifying");
  // The link is single use: never send it twice, even if the effect runs again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    api
      .verifyEmailLink(token)
      .then((session) => {
        if (session.auto_login) completeSignIn(session.user_id);
        setState(session.already_verified ? "already_verified" : "success");
      })
      .catch(() => setState("error"));
  }, [token]);

  useEffect(() => {
    if (state === "success") {
      const timer = window.setTimeout(() => router.push("/account"), VERIFIED_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    if (state === "already_verified") {
      const timer = window.setTimeout(() => router.push("/"), ALREADY_VERIFIED_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
  }, [state, router]);

  const view = VIEWS[state];
  return (
    <div
      data-state={state}
      data-testid="email-verification"
      className="flex flex-col items-center rounded-xl border border-border bg-card px-6 py-12 text-center shadow-card"
    >
      <span
        className={
          state === "error"
            ? "flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive"
            : state === "verifying"
              ? "flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground"
              : "flex size-14 items-center justify-center rounded-full bg-success-soft text-success"
        }
      >
        {state === "verifying" ? (
          <Loader2 className="size-7 animate-spin" aria-hidden="true" />
        ) : state === "error" ? (
          <CircleAlert className="size-7" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-7" aria-hidden="true" />
        )}
      </span>
      <div role="status" aria-live="polite" className="mt-4">
        <h2 className="text-title font-semibold tracking-tight">{t(view.title)}</h2>
        <p className="mt-2 text-muted-foreground">{t(view.text)}</p>
      </div>
      {state === "error" ? (
        <Button asChild className="mt-6">
          <Link href="/account">{t("backToAccount")}</Link>
        </Button>
      ) : state === "success" ? (
        <Button asChild variant="outline" className="mt-6">
          <Link href="/account">{t("goToAccount")}</Link>
        </Button>
      ) : null}
    </div>
  );
}
