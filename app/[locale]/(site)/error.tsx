"use client";

import { lazy, Suspense } from "react";

// Every page loads its error boundary with its first scripts, and hardly any page fails: the
// failed page's panel, words and buttons load when one does (components/errors/site-error.tsx).
const SiteError = lazy(() => import("@/components/errors/site-error"));

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense>
      <SiteError {...props} />
    </Suspense>
  );
}
