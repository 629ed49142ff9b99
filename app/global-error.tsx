"use client";

import { TriangleAlert } from "lucide-react";
import { ErrorPanel } from "@/components/errors/error-panel";
import { BACK_HOME, ERROR_TEXT, ERROR_TITLE, TRY_AGAIN } from "@/components/errors/texts";
import { Button } from "@/components/ui/button";
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
            <Button size="lg" onClick={() => reset()}>
              {TRY_AGAIN}
            </Button>
            {/* A plain link on purpose: a full page load rebuilds the failed layout. */}
            <Button asChild size="lg" variant="outline">
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load rebuilds the layout */}
              <a href="/">{BACK_HOME}</a>
            </Button>
          </ErrorPanel>
        </main>
      </body>
    </html>
  );
}
