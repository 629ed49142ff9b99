"use client";

import { CircleAlert, CircleCheck, MailX } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, detailOr, type Answer } from "@/lib/api-client";
import type { RemindersUnsubscribed } from "@/lib/spots/answer-schemas";

type State =
  | { kind: "asking" }
  | { kind: "sending" }
  | { kind: "done"; message: string }
  | { kind: "failed"; message: string };

const FAILED = "Your reminders could not be turned off. Please try again.";
const icon = "flex size-14 items-center justify-center rounded-full";

/**
 * The reminder e-mail's unsubscribe link asks before it acts: the button sends a POST, so that a
 * mail client's link scanner, which only opens the page, turns nothing off.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: "asking" });

  async function confirm() {
    setState({ kind: "sending" });
    try {
      const answer = await apiRequest<Answer<typeof RemindersUnsubscribed>>(
        "/api/spots/reminders/unsubscribe",
        { method: "POST", body: { token } },
      );
      setState({ kind: "done", message: answer.message });
    } catch (error) {
      setState({ kind: "failed", message: detailOr(error, FAILED) });
    }
  }

  if (state.kind === "done") {
    return (
      <div role="status" className="flex flex-col items-center">
        <span className={`${icon} bg-success-soft text-success`}>
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-title font-semibold tracking-tight">{state.message}</h1>
        <p className="mt-2 text-muted-foreground">You can turn them back on from your account page.</p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">Back to SkinSight</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center">
      <span className={`${icon} bg-muted text-muted-foreground`}>
        <MailX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-title font-semibold tracking-tight">Stop spot reminders?</h1>
      <p className="mt-2 text-muted-foreground">
        You will no longer get e-mails reminding you to take a new photo of the spots you follow.
      </p>
      <Button className="mt-6" onClick={() => void confirm()} disabled={state.kind === "sending"}>
        {state.kind === "sending" ? "Turning off..." : "Turn off spot reminders"}
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
