"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Ticket } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

/** Redeem a voucher or a friend's referral code (POST /api/vouchers/redeem?code=). */
export function VoucherDialog() {
  const t = useTranslations("account.voucher");
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function redeem() {
    const entered = code.trim();
    if (!entered) {
      setError(t("required"));
      return;
    }
    setPending(true);
    try {
      await api.redeemVoucher(entered);
      notify.success(t("redeemed"));
      setOpen(false);
      setCode("");
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    } catch (failure) {
      notify.error(refusalText(failure, t("failed")));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setCode("");
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Ticket aria-hidden="true" />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void redeem();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <Field label={t("code")} error={error}>
            <Input
              name="voucher"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={64}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
              className="uppercase"
              autoFocus
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t("redeeming") : t("redeem")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
