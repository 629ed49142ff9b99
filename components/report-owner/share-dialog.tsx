"use client";

import { Share2 } from "lucide-react";
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
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import { reportApi } from "./api";

/** The choices in order; each one's label is its key in reportOwner.share. */
const CHOICES: readonly PrivacySetting[] = ["public", "unlisted", "private"];

/**
 * The owner's share dialog: choose who may see the report, then the link is
 * copied (spec section 2). An unlisted link needs credits or a subscription
 * (`canUnlist`); public and private are every owner's choice.
 */
export function ShareDialog({
  reportId,
  privacy,
  canUnlist,
  onShared,
}: {
  reportId: string;
  privacy: PrivacySetting;
  canUnlist: boolean;
  onShared: (privacy: PrivacySetting) => void;
}) {
  const t = useTranslations("reportOwner.share");
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<PrivacySetting>(privacy);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      const shared = await reportApi.share(reportId, choice);
      setLink(shared.share_url);
      onShared(shared.privacy_setting);
      try {
        await navigator.clipboard.writeText(shared.share_url);
        notify.success(t("shared", { link: shared.share_url }));
      } catch {
        notify.info(t("copyLink", { link: shared.share_url }));
      }
    } catch {
      notify.error(t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setChoice(privacy);
          setLink(null);
        }
      }}
    >
      <Button onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        {t("button")}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t("legend")}</legend>
          {CHOICES.map((value) => {
            const locked = value === "unlisted" && !canUnlist && privacy !== "unlisted";
            return (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed"
              >
                <input
                  type="radio"
                  name="privacy"
                  value={value}
                  checked={choice === value}
                  disabled={locked}
                  aria-describedby={locked ? "unlisted-needs-upgrade" : undefined}
                  onChange={() => setChoice(value)}
                  className="size-4 accent-primary"
                />
                <span className="grid gap-0.5">
                  {t(value)}
                  {locked ? (
                    <span id="unlisted-needs-upgrade" className="text-caption text-muted-foreground">
                      {t("unlistedNeedsUpgrade")}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </fieldset>
        {link ? (
          <label className="grid gap-1.5 text-sm font-medium">
            {t("yourLink")}
            <Input readOnly value={link} data-share-url onFocus={(e) => e.currentTarget.select()} />
          </label>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {link ? t("done") : t("cancel")}
          </Button>
          <Button type="button" onClick={share} disabled={busy}>
            {t("submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
