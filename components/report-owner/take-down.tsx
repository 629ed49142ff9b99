"use client";

import { Lock, Trash2 } from "lucide-react";
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
import { detailOr } from "@/lib/api-client";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import { reportApi } from "./api";
import { forgetReportSecrets } from "./browser-secrets";
import {
  DELETE_REPORT,
  MADE_PRIVATE,
  MAKE_PRIVATE,
  SHARE_FAILED,
  TAKE_DOWN,
  TAKE_DOWN_CONFIRM,
  TAKE_DOWN_FAILED,
  TAKEN_DOWN,
} from "./texts";

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
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = owner ? DELETE_REPORT : TAKE_DOWN;

  async function withdraw() {
    setBusy(true);
    try {
      await reportApi.withdraw(reportId, owner ? null : creatorSecret);
      forgetReportSecrets(reportId);
      setConfirming(false);
      notify.success(TAKEN_DOWN);
      onDeleted();
    } catch (failure) {
      notify.error(detailOr(failure, TAKE_DOWN_FAILED));
    } finally {
      setBusy(false);
    }
  }

  async function makePrivate() {
    setBusy(true);
    try {
      await reportApi.share(reportId, "private");
      notify.success(MADE_PRIVATE);
      onPrivate();
    } catch (failure) {
      notify.error(detailOr(failure, SHARE_FAILED));
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
        {owner ? "Who can see this report" : "Your public report"}
      </h2>
      <p className="text-sm text-muted-foreground">
        {owner
          ? privacy === "public"
            ? "This report is public: it appears in the community gallery."
            : privacy === "unlisted"
              ? "This report is unlisted: only people with its link can open it."
              : "This report is private: only you can open it."
          : "This report and its photo appear in the community gallery. Because this browser made it, you can take it down at any time: it is deleted for good with its photo."}
      </p>
      <div className="flex flex-wrap gap-2">
        {owner && privacy !== "private" && (
          <Button variant="outline" onClick={makePrivate} disabled={busy}>
            <Lock aria-hidden="true" />
            {MAKE_PRIVATE}
          </Button>
        )}
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
          <Trash2 aria-hidden="true" />
          {label}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{label}?</DialogTitle>
            <DialogDescription>
              The report and the photos only it uses are deleted for good. Its link stops working at once.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={withdraw} disabled={busy}>
              {TAKE_DOWN_CONFIRM}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
