"use client";

import { Printer, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { LINK_COPIED, LINK_COPY_FAILED, SHARE_BUTTON_LABEL } from "./texts";

/** Copies the page's own address (with its share token, if it came with one). */
async function copyLink(): Promise<void> {
  const link = window.location.href;
  try {
    await navigator.clipboard.writeText(link);
    notify.success(LINK_COPIED);
  } catch {
    notify.error(LINK_COPY_FAILED);
  }
}

/** The report page's buttons: copy the link, print a clean copy to take to a doctor. Hidden on paper. */
export function ReportActions() {
  return (
    <div className="flex flex-wrap gap-2 print:hidden" data-print="hide">
      <Button onClick={copyLink}>
        <Share2 aria-hidden="true" />
        {SHARE_BUTTON_LABEL}
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
    </div>
  );
}
