"use client";

import { CircleAlert, CircleCheck, MailX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { RemindersUnsubscribed } from "@/lib/spots/answer-schemas";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

type State =
  { kind: "asking" } | { kind: "sending" } | { kind: "done" } | { kind: "failed"; message: string };

const icon = "flex size-14 items-center justify-center rounded-full";

/**
 * The reminder e-mail's unsubscribe link asks before it acts: the button sends a POST, so that a
 * mail client's link scanner, which only opens the page, turns nothing off.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const t = useTranslations("spots");
  const refusalText = useRefusalText();
  const [state, setState] = useState<State>({ kind: "asking" });

  async function confirm() {
    setState({ kind: "sending" });
    try {
      // The answer's message is the API's, in English: the page says the same in its own language.
      await apiRequest<Answer<typeof RemindersUnsubscribed>>("/api/spots/reminders/unsubscribe", {
        method: "POST",
        body: { token },
      });
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "failed", message: refusalText(error, t("unsubscribe.failed")) });
    }
  }

  if (state.kind === "done") {
    return (
      <div role="status" className="flex flex-col items-center">
        <span className={`${icon} bg-success-soft text-success`}>
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-title font-semibold tracking-tight">{t("unsubscribe.done")}</h1>
        <p className="mt-2 text-muted-foreground">{t("unsubscribe.doneText")}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">{t("unsubscribe.home")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center">
      <span className={`${icon} bg-muted text-muted-foreground`}>
        <MailX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-title font-semibold tracking-tight">{t("unsubscribe.question")}</h1>
      <p className="mt-2 text-muted-foreground">{t("unsubscribe.explanation")}</p>
      <Button className="mt-6" onClick={() => void confirm()} disabled={state.kind === "sending"}>
        {state.kind === "sending" ? t("unsubscribe.sending") : t("unsubscribe.confirm")}
      </Button>
      {state.kind === "failed" && (
        <p role="alert" className="mt-4 flex items-center gap-2 text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {state.message}
        </p>
      )}
    </div>
  );
}
