"use client";

import { Share2 } from "lucide-react";
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
import {
  SHARE_BUTTON,
  SHARE_FAILED,
  SHARE_PRIVATE,
  SHARE_PUBLIC,
  SHARE_TITLE,
  SHARE_UNLISTED,
  SHARED,
  UNLISTED_NEEDS_UPGRADE,
} from "./texts";

const CHOICES: { value: PrivacySetting; label: string }[] = [
  { value: "public", label: SHARE_PUBLIC },
  { value: "unlisted", label: SHARE_UNLISTED },
  { value: "private", label: SHARE_PRIVATE },
];

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
        notify.success(SHARED(shared.share_url));
      } catch {
        notify.info(`Report shared! Copy the link: ${shared.share_url}`);
      }
    } catch {
      notify.error(SHARE_FAILED);
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
        {SHARE_BUTTON}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SHARE_TITLE}</DialogTitle>
          <DialogDescription>
            Choose who may see this report. You can change it at any time.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">Who may see this report</legend>
          {CHOICES.map((c) => {
            const locked = c.value === "unlisted" && !canUnlist && privacy !== "unlisted";
            return (
              <label
                key={c.value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed"
              >
                <input
                  type="radio"
                  name="privacy"
                  value={c.value}
                  checked={choice === c.value}
                  disabled={locked}
                  aria-describedby={locked ? "unlisted-needs-upgrade" : undefined}
                  onChange={() => setChoice(c.value)}
                  className="size-4 accent-primary"
                />
                <span className="grid gap-0.5">
                  {c.label}
                  {locked ? (
                    <span id="unlisted-needs-upgrade" className="text-caption text-muted-foreground">
                      {UNLISTED_NEEDS_UPGRADE}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </fieldset>
        {link ? (
          <label className="grid gap-1.5 text-sm font-medium">
            Your link
            <Input readOnly value={link} data-share-url onFocus={(e) => e.currentTarget.select()} />
          </label>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {link ? "Done" : "Cancel"}
          </Button>
          <Button type="button" onClick={share} disabled={busy}>
            Share and Copy Link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
