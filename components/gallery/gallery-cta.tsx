import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** The gallery's two calls to action (empty and end states): /upload and /pricing. */
export function GalleryCallsToAction() {
  const t = useTranslations("gallery");
  return (
    <>
      <Button asChild size="lg">
        <Link href="/upload">{t("startAnalysis")}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/pricing">{t("seePricing")}</Link>
      </Button>
    </>
  );
}
