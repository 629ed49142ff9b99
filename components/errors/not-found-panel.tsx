import Link from "next/link";
import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "./error-panel";
import { BACK_HOME, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "./texts";

// data-page="not-found" hides the Community links on this page (app/globals.css).
export function NotFoundPanel() {
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
