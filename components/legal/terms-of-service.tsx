import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { LegalPage, type LegalSection } from "@/components/legal/legal-page";
import type { LastUpdated } from "@/lib/site/last-updated";
import { creditExpirationMonths, type Settings } from "@/lib/settings/schema";
import { pageAlternates } from "@/lib/i18n/metadata";

// The terms of service, as /terms renders them: credit expiry and limits come from the settings,
// and who writes the reports as the settings say (docs/analysis.md, "Other AI servers").

export async function termsMetadata(): Promise<Metadata> {
  const t = await getTranslations("terms");
  return { alternates: await pageAlternates("/terms"), title: t("title"), description: t("description") };
}

type T = Awaited<ReturnType<typeof getTranslations<"terms">>>;

const contactLink = (chunks: React.ReactNode) => <Link href="/contact">{chunks}</Link>;

/** The sections that are one paragraph of plain text. */
type Paragraph = "medical" | "account" | "content" | "training" | "visibility" | "cancellation" | "liability";

function sections(t: T, settings: Settings, email: string): LegalSection[] {
  const paragraph = (key: Paragraph) => ({ title: t(`${key}.title`), body: <p>{t(`${key}.body`)}</p> });
  return [
    {
      title: t("acceptance.title"),
      body: (
        <p>{t.rich("acceptance.body", { privacy: (chunks) => <Link href="/privacy">{chunks}</Link> })}</p>
      ),
    },
    {
      title: t("service.title"),
      body: <p>{t("service.body", { processing: settings.ai_processing })}</p>,
    },
    paragraph("medical"),
    paragraph("account"),
    paragraph("content"),
    paragraph("training"),
    paragraph("visibility"),
    {
      title: t("billing.title"),
      body: (
        <>
          <p>{t.rich("billing.prices", { pricing: (chunks) => <Link href="/pricing">{chunks}</Link> })}</p>
          <ul>
            <li>
              {t("billing.credits", {
                credits: settings.credits_per_full_report,
                months: creditExpirationMonths(settings),
              })}
            </li>
            <li>{t("billing.subscriptions", { cap: settings.subscription_monthly_cap })}</li>
          </ul>
        </>
      ),
    },
    paragraph("cancellation"),
    {
      title: t("acceptableUse.title"),
      body: (
        <ul>
          <li>{t("acceptableUse.photos")}</li>
          <li>{t("acceptableUse.limits")}</li>
          <li>{t("acceptableUse.resale")}</li>
        </ul>
      ),
    },
    paragraph("liability"),
    {
      title: t("changes.title"),
      body: (
        <p>
          {t.rich("changes.body", {
            email,
            mail: (chunks) => (
              <a href={`mailto:${email}`} data-testid="terms-email">
                {chunks}
              </a>
            ),
            link: contactLink,
          })}
        </p>
      ),
    },
  ];
}

/** The terms with the limits the settings give and the contact address, dated `updated`, in the page's language. */
export async function TermsOfService({
  settings,
  email,
  updated,
}: {
  settings: Settings;
  email: string;
  updated: LastUpdated;
}) {
  const t = await getTranslations("terms");
  return (
    <LegalPage
      title={t("title")}
      updated={updated}
      intro={<p>{t("intro")}</p>}
      sections={sections(t, settings, email)}
    />
  );
}
