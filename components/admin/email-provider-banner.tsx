import { MailWarning } from "lucide-react";
import Link from "next/link";
import { consoleTabHref } from "@/lib/admin/console-tabs";
import { EMAIL_BANNER_ACTION, EMAIL_BANNER_TEXT, EMAIL_BANNER_TITLE } from "./texts";

/**
 * Shown above every tab while production runs without an e-mail provider (currentEmailDelivery()
 * is `not_configured`); saving a Resend key in Integrations or setting RESEND_API_KEY ends it.
 */
export function EmailProviderBanner() {
  return (
    <section
      aria-labelledby="email-banner-title"
      data-banner="email-not-configured"
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
        <h2 id="email-banner-title" className="font-semibold text-foreground">
          {EMAIL_BANNER_TITLE}
        </h2>
        <p className="text-foreground/90">
          {EMAIL_BANNER_TEXT} {EMAIL_BANNER_ACTION} under{" "}
          <Link
            href={consoleTabHref("integrations")}
            className="font-medium text-primary underline underline-offset-2"
          >
            Integrations
          </Link>{" "}
          or set <code className="font-mono text-xs">RESEND_API_KEY</code>.
        </p>
      </div>
    </section>
  );
}
