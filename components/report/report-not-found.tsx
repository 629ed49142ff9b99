import { Link } from "@/lib/i18n/navigation";
import { FileQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

// Spec sections 2 and 8: one card for missing, expired, disabled and forbidden reports alike.
export function ReportNotFound() {
  const t = useTranslations("report.notFound");
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <EmptyState
        icon={FileQuestion}
        headingLevel="h1"
        title={t("title")}
        description={t("text")}
        className="border-solid shadow-card"
      >
        <Button asChild size="lg">
          <Link href="/">{t("action")}</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
