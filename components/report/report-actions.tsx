"use client";

import { Printer, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";
import { notify } from "@/components/ui/toaster";

// Plain buttons with the button look: this is on the shared report's first load.

/** The report page's buttons: copy the link, print a clean copy to take to a doctor. Hidden on paper. */
export function ReportActions() {
  const t = useTranslations("report.actions");

  /** Copies the page's own address (with its share token, if it came with one). */
  async function copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify.success(t("linkCopied"));
    } catch {
      notify.error(t("linkCopyFailed"));
    }
  }

  return (
    <div className="flex flex-wrap gap-2 print:hidden" data-print="hide">
      <button type="button" className={buttonVariants()} onClick={copyLink}>
        <Share2 aria-hidden="true" />
        {t("share")}
      </button>
      <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {t("print")}
      </button>
    </div>
  );
}
