"use client";

import "./globals.css";

// English only: this page replaces the root layout, so no catalogue or language reaches it, and
// importing one would load it with every page. The words are the English `errors` messages
// (tests/unit/error-pages.test.ts holds them to messages/en.json).
const ERROR_TITLE = "Something went wrong";
const ERROR_TEXT =
  "We could not show this page just now. Please try again; if it keeps happening, contact us and mention the reference below.";

// Loaded with every page's first scripts, so it is plain markup in the error panel's look
// (components/errors/error-panel.tsx) rather than a second copy of the panel and its icon.
const BUTTON =
  "inline-flex h-12 items-center justify-center rounded-md px-6 text-base font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none";

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
        <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
          <title>{`${ERROR_TITLE} · SkinSight`}</title>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Error</p>
          <h1 className="mt-2 text-headline font-semibold tracking-tight text-balance">{ERROR_TITLE}</h1>
          <p className="mt-3 max-w-md text-muted-foreground">{ERROR_TEXT}</p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <button
              type="button"
              className={`${BUTTON} bg-primary text-primary-foreground hover:bg-primary-hover`}
              onClick={() => reset()}
            >
              Try again
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load rebuilds the failed layout */}
            <a href="/" className={`${BUTTON} border border-input bg-card hover:bg-muted`}>
              Back to home
            </a>
          </div>
          {error.digest ? (
            <p className="mt-8 text-caption text-muted-foreground">
              Reference: <code className="rounded bg-muted px-1.5 py-0.5 font-mono">{error.digest}</code>
            </p>
          ) : null}
        </main>
      </body>
    </html>
  );
}
