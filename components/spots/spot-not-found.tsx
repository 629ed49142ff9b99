import { MapPinOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Someone else's spot, a missing one and a malformed id alike: the API's 404, as the report page shows its own. */
export function SpotNotFound() {
  const t = useTranslations("spots");
  return (
    <div className="mx-auto max-w-xl py-8 sm:py-12">
      <EmptyState
        icon={MapPinOff}
        headingLevel="h1"
        title={t("spot.notFoundTitle")}
        description={t("spot.notFoundText")}
        className="border-solid shadow-card"
      >
        <Button asChild size="lg">
          <Link href="/spots">{t("spot.notFoundAction")}</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
