import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** The way from the account to /spots: the body map of the moles and patches the person follows. */
export function SpotsCard() {
  const t = useTranslations("spots");
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <MapPin className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-7 font-semibold">{t("accountCard.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("accountCard.description")}</p>
        </div>
        <Button asChild variant="outline" className="sm:shrink-0">
          <Link href="/spots">{t("accountCard.action")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
