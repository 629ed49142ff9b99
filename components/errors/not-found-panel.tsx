import { Link } from "@/lib/i18n/navigation";
import { Compass } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "./error-panel";

// data-page="not-found" hides the Community links on this page (app/globals.css).
export function NotFoundPanel() {
  const t = useTranslations("errors");
  return (
    <div data-page="not-found">
      <ErrorPanel
        icon={Compass}
        eyebrow={t("notFound.eyebrow")}
        title={t("notFound.title")}
        text={t("notFound.text")}
      >
        <Button asChild size="lg">
          <Link href="/">{t("backHome")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/upload">{t("notFound.startAnalysis")}</Link>
        </Button>
      </ErrorPanel>
    </div>
  );
}
