"use client";

import { Printer, Share2 } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
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

// Plain buttons with the button look: this is on the shared report's first load.

/** The report page's buttons: copy the link, print a clean copy to take to a doctor. Hidden on paper. */
export function ReportActions() {
  return (
    <div className="flex flex-wrap gap-2 print:hidden" data-print="hide">
      <button type="button" className={buttonVariants()} onClick={copyLink}>
        <Share2 aria-hidden="true" />
        {SHARE_BUTTON_LABEL}
      </button>
      <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </button>
    </div>
  );
}
