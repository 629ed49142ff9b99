"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

// The form (react-hook-form and the design system's fields) is loaded after the page, so
// /contact's first scripts stay within the public pages' budget (docs/ui.md). Meanwhile the
// form's place is held by a placeholder of the same height.

function FormPlaceholder() {
  const t = useTranslations("contact");
  return (
    <div aria-busy="true" aria-label={t("loadingForm")} role="status" className="grid gap-5">
      {[40, 40, 40, 160].map((height, index) => (
        <div key={index} className="grid gap-1.5">
          <div className="h-5 w-24 animate-pulse rounded-md bg-muted" />
          <div className="animate-pulse rounded-md bg-muted" style={{ height }} />
        </div>
      ))}
      <div className="h-12 w-40 animate-pulse rounded-md bg-muted" />
    </div>
  );
}

const ContactForm = dynamic(() => import("./contact-form").then((module) => module.ContactForm), {
  ssr: false,
  loading: () => <FormPlaceholder />,
});

export function ContactFormLoader() {
  return <ContactForm />;
}
