"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import { type UserProfile } from "@/lib/api-client";
import { accountApi } from "./api";
import { useAccountFormat } from "./format";
import { SubscriptionBadge } from "./overview";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

type CancelType = "end_of_period" | "immediate";

/** Shown to subscribers: cancel (at the period end or at once, confirmed first) or reactivate. */
export function SubscriptionCard({ profile }: { profile: UserProfile }) {
  const t = useTranslations("account.subscription");
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<CancelType>("end_of_period");
  const periodEnd = useAccountFormat().date(profile.current_period_end);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.profile });

  async function cancel() {
    setPending(true);
    try {
      await accountApi.cancelSubscription(choice);
      notify.success(choice === "immediate" ? t("cancelledImmediately") : t("cancelledAtPeriodEnd"));
      setOpen(false);
      await refresh();
    } catch {
      notify.error(t("cancelFailed"));
    } finally {
      setPending(false);
    }
  }

  async function reactivate() {
    setPending(true);
    try {
      await accountApi.reactivateSubscription();
      notify.success(t("reactivated"));
      await refresh();
    } catch (error) {
      notify.error(refusalText(error, t("reactivateFailed")));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
          {t("plan")} <SubscriptionBadge profile={profile} />
        </CardTitle>
        <CardDescription>
          {t(profile.cancel_at_period_end ? "endsOn" : "renewsOn", { date: periodEnd })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {profile.cancel_at_period_end ? (
          <>
            <Button onClick={() => void reactivate()} disabled={pending}>
              {pending ? t("reactivating") : t("reactivate")}
            </Button>
            <CancelDialog
              open={open}
              setOpen={setOpen}
              choice="immediate"
              setChoice={setChoice}
              periodEnd={periodEnd}
              pending={pending}
              onConfirm={() => void cancel()}
              onlyImmediate
            />
          </>
        ) : (
          <CancelDialog
            open={open}
            setOpen={setOpen}
            choice={choice}
            setChoice={setChoice}
            periodEnd={periodEnd}
            pending={pending}
            onConfirm={() => void cancel()}
          />
        )}
      </CardContent>
    </Card>
  );
}

function CancelDialog({
  open,
  setOpen,
  choice,
  setChoice,
  periodEnd,
  pending,
  onConfirm,
  onlyImmediate = false,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  choice: CancelType;
  setChoice: (choice: CancelType) => void;
  periodEnd: string;
  pending: boolean;
  onConfirm: () => void;
  onlyImmediate?: boolean;
}) {
  const t = useTranslations("account.subscription");
  const options: { value: CancelType; title: string; text: string }[] = [
    {
      value: "end_of_period",
      title: t("atPeriodEnd"),
      text: t("atPeriodEndText", { date: periodEnd }),
    },
    {
      value: "immediate",
      title: t("immediately"),
      text: t("immediatelyText"),
    },
  ];
  const shown = onlyImmediate ? options.filter((o) => o.value === "immediate") : options;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setChoice(onlyImmediate ? "immediate" : "end_of_period");
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">{onlyImmediate ? t("endNow") : t("cancel")}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("dialogTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-3">
          <legend className="sr-only">{t("when")}</legend>
          {shown.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name="cancel_type"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{option.title}</span>
                <span className="text-sm text-muted-foreground">{option.text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("keep")}
          </Button>
          <Button
            variant={choice === "immediate" ? "destructive" : "primary"}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending ? t("cancelling") : t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
