import { useTranslations } from "next-intl";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The account's language: the same switcher as the header's, which also saves it on the account. */
export function LanguageSettings() {
  const t = useTranslations("account.language");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSwitcher showLabel className="justify-between" />
      </CardContent>
    </Card>
  );
}
