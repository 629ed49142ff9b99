"use client";

import { Lock, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import { reportApi } from "./api";
import { forgetReportSecrets } from "./browser-secrets";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

/**
 * Taking a report down: a visitor with the creator secret this browser kept, or
 * the signed-in owner, deletes it for good (POST /api/reports/{id}/withdraw);
 * the owner may also just make it private.
 */
export function TakeDown({
  reportId,
  privacy,
  owner,
  creatorSecret,
  onPrivate,
  onDeleted,
}: {
  reportId: string;
  privacy: PrivacySetting;
  owner: boolean;
  creatorSecret: string | null;
  onPrivate: () => void;
  onDeleted: () => void;
}) {
  const t = useTranslations("reportOwner");
  const refusalText = useRefusalText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function withdraw() {
    setBusy(true);
    try {
      await reportApi.withdraw(reportId, owner ? null : creatorSecret);
      forgetReportSecrets(reportId);
      setConfirming(false);
      notify.success(t("takeDown.takenDown"));
      onDeleted();
    } catch (failure) {
      notify.error(refusalText(failure, t("takeDown.failed")));
    } finally {
      setBusy(false);
    }
  }

  async function makePrivate() {
    setBusy(true);
    try {
      await reportApi.share(reportId, "private");
      notify.success(t("takeDown.madePrivate"));
      onPrivate();
    } catch (failure) {
      notify.error(refusalText(failure, t("share.failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="take-down-title"
      data-print="hide"
      className="grid gap-3 rounded-xl border border-border p-5"
    >
      <h2 id="take-down-title" className="font-semibold">
        {owner ? t("takeDown.ownerTitle") : t("takeDown.visitorTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {owner ? t(`takeDown.${privacy}`) : t("takeDown.visitorText")}
      </p>
      <div className="flex flex-wrap gap-2">
        {owner && privacy !== "private" && (
          <Button variant="outline" onClick={makePrivate} disabled={busy}>
            <Lock aria-hidden="true" />
            {t("takeDown.makePrivate")}
          </Button>
        )}
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
          <Trash2 aria-hidden="true" />
          {owner ? t("takeDown.deleteReport") : t("takeDown.takeDown")}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {owner ? t("takeDown.confirmDeleteTitle") : t("takeDown.confirmTakeDownTitle")}
            </DialogTitle>
            <DialogDescription>{t("takeDown.confirmText")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t("takeDown.keep")}
            </Button>
            <Button variant="destructive" onClick={withdraw} disabled={busy}>
              {t("takeDown.confirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
