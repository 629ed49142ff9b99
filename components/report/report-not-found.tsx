import Link from "next/link";
import { FileQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { REPORT_NOT_FOUND_ACTION, REPORT_NOT_FOUND_TEXT, REPORT_NOT_FOUND_TITLE } from "./texts";

export function ReportNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <EmptyState
        icon={FileQuestion}
        headingLevel="h1"
        title={REPORT_NOT_FOUND_TITLE}
        description={REPORT_NOT_FOUND_TEXT}
        className="border-solid shadow-card"
      >
        <Button asChild size="lg">
          <Link href="/">{REPORT_NOT_FOUND_ACTION}</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
