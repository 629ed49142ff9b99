import { createElement } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import ErrorPage from "@/app/[locale]/(site)/error";
import GlobalError from "@/app/global-error";
import en from "@/messages/en.json";
import { inEnglish } from "../support/in-english";

// The error pages show fixed texts and the digest the server logged the error
// under; never its message or stack, which may name files, queries or secrets.

function leakyError(): Error & { digest: string } {
  const error = new Error("connect ECONNREFUSED postgres://admin:s3cret@db:5432") as Error & {
    digest: string;
  };
  error.stack = "Error: boom\n    at readReport (/srv/app/lib/reports/queries.ts:42:7)";
  error.digest = "4182950317";
  return error;
}

/** The page's HTML once everything it loads has loaded (the site's error page loads its panel lazily). */
async function htmlOf(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

// The site's error page gets the catalogue from the root layout; the global one has none (English only).
describe.each([
  ["app/[locale]/(site)/error.tsx", (props: ErrorProps) => inEnglish(createElement(ErrorPage, props))],
  ["app/global-error.tsx", (props: ErrorProps) => createElement(GlobalError, props)],
])("%s", (_, render) => {
  it("shows the fixed text, a way out and the reference, never the error's message or stack", async () => {
    const html = await htmlOf(render({ error: leakyError(), reset: () => {} }));
    expect(html).toContain(en.errors.failed.title);
    expect(html).toContain(en.errors.failed.text);
    expect(html).toContain(en.errors.failed.tryAgain);
    expect(html).toContain(en.errors.backHome);
    expect(html).toContain('href="/"');
    expect(html).toContain("4182950317");
    for (const secret of ["ECONNREFUSED", "s3cret", "queries.ts", "readReport", "    at "]) {
      expect(html).not.toContain(secret);
    }
  });
});

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };
