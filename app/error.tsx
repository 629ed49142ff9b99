"use client";

import Link from "next/link";
import { TriangleAlert } from "lucide-react";
import { ErrorPanel } from "@/components/errors/error-panel";
import { BACK_HOME, ERROR_TEXT, ERROR_TITLE, TRY_AGAIN } from "@/components/errors/texts";
import { Button } from "@/components/ui/button";

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
      <Button size="lg" onClick={() => reset()}>
        {TRY_AGAIN}
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/">{BACK_HOME}</Link>
      </Button>
    </ErrorPanel>
  );
}
