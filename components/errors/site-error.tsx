"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { ErrorPanel } from "./error-panel";
import { ErrorActions } from "./error-actions";

/**
 * A page that failed, inside the site's header and footer. Shows fixed texts
 * and the error's digest (the id the server logged it under) as a reference;
 * never the message or stack, which may hold internals.
 */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("errors.failed");
  return (
    <ErrorPanel
      icon={TriangleAlert}
      eyebrow={t("eyebrow")}
      title={t("title")}
      text={t("text")}
      reference={error.digest}
    >
      <ErrorActions reset={reset} />
    </ErrorPanel>
  );
}
