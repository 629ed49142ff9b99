import type { Metadata } from "next";
import Link from "next/link";
import { Compass } from "lucide-react";
import { ErrorPanel } from "@/components/errors/error-panel";
import { BACK_HOME, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "@/components/errors/texts";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false, follow: false } };

// data-page="not-found" hides the Community links on this page (app/globals.css).
export default function NotFound() {
  return (
    <div data-page="not-found">
      <ErrorPanel icon={Compass} eyebrow="Error 404" title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT}>
        <Button asChild size="lg">
          <Link href="/">{BACK_HOME}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/upload">Start Free Analysis</Link>
        </Button>
      </ErrorPanel>
    </div>
  );
}
