"use client";

import { TriangleAlert } from "lucide-react";
import { ErrorPanel } from "@/components/errors/error-panel";
import { ERROR_TEXT, ERROR_TITLE } from "@/components/errors/texts";
import { ErrorActions } from "@/components/errors/error-actions";

/**
 * A page that failed, inside the site's header and footer. Shows fixed texts
 * and the error's digest (the id the server logged it under) as a reference;
 * never the message or stack, which may hold internals.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorPanel
      icon={TriangleAlert}
      eyebrow="Error"
      title={ERROR_TITLE}
      text={ERROR_TEXT}
      reference={error.digest}
    >
      <ErrorActions reset={reset} />
    </ErrorPanel>
  );
}
