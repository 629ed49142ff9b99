"use client";

import { TriangleAlert } from "lucide-react";
import { ErrorPanel } from "@/components/errors/error-panel";
import { ERROR_TEXT, ERROR_TITLE } from "@/components/errors/texts";
import { ErrorActions } from "@/components/errors/error-actions";
import "./globals.css";

/**
 * When the root layout itself fails (the header cannot be built), this page
 * replaces the whole document. Fixed texts and the digest only, never a stack.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <main>
          <title>{`${ERROR_TITLE} · SkinSight`}</title>
          <ErrorPanel
            icon={TriangleAlert}
            eyebrow="Error"
            title={ERROR_TITLE}
            text={ERROR_TEXT}
            reference={error.digest}
          >
            <ErrorActions reset={reset} fullReload />
          </ErrorPanel>
        </main>
      </body>
    </html>
  );
}
