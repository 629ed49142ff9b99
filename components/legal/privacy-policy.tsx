import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { LegalPage, strong, type LegalSection } from "@/components/legal/legal-page";
import type { LastUpdated } from "@/lib/site/last-updated";
import { retentionIsUnlimited, type Settings } from "@/lib/settings/schema";
import { pageAlternates } from "@/lib/i18n/metadata";

// The privacy policy, as /privacy renders it: its retention periods come from the settings.

export async function privacyMetadata(): Promise<Metadata> {
  const t = await getTranslations("privacy");
  return { alternates: await pageAlternates("/privacy"), title: t("title"), description: t("description") };
}

type T = Awaited<ReturnType<typeof getTranslations<"privacy">>>;

/** A retention period as the messages' `retention` and `days` arguments. */
const kept = (days: number) => ({ retention: retentionIsUnlimited(days) ? "unlimited" : "limited", days });

const contactLink = (chunks: React.ReactNode) => <Link href="/contact">{chunks}</Link>;

function sections(t: T, settings: Settings): LegalSection[] {
  return [
    {
      title: t("collect.title"),
      body: (
        <>
          <p>{t("collect.lead")}</p>
          <ul>
            <li>{t.rich("collect.account", { strong })}</li>
            <li>{t.rich("collect.content", { strong })}</li>
            <li>{t.rich("collect.reports", { strong })}</li>
            <li>{t.rich("collect.usage", { strong })}</li>
          </ul>
          <p>{t("collect.card")}</p>
        </>
      ),
    },
    {
      title: t("use.title"),
      body: (
        <ul>
          <li>{t("use.analyse")}</li>
          <li>{t("use.signIn")}</li>
          <li>{t("use.payments")}</li>
          <li>{t("use.support")}</li>
          <li>{t("use.improve")}</li>
        </ul>
      ),
    },
    {
      title: t("ai.title"),
      body: (
        <>
          <p>{settings.ai_processing === "own_servers" ? t("ai.ownServers") : t("ai.openai")}</p>
          <p>{t("ai.metadata")}</p>
        </>
      ),
    },
    {
      title: t("sharing.title"),
      body: (
        <>
          <p>{t("sharing.lead")}</p>
          <ul>
            {settings.ai_processing === "openai" ? <li>{t.rich("sharing.openai", { strong })}</li> : null}
            <li>{t.rich("sharing.stripe", { strong })}</li>
            <li>{t.rich("sharing.email", { strong })}</li>
          </ul>
          <p>{t("sharing.visibility")}</p>
        </>
      ),
    },
    {
      title: t("retention.title"),
      body: (
        <>
          <ul>
            <li>{t("retention.free", kept(settings.free_report_retention_days))}</li>
            <li>{t("retention.credit", kept(settings.credit_report_retention_days))}</li>
            <li>{t("retention.subscription", kept(settings.subscription_report_retention_days))}</li>
            <li>{t("retention.account")}</li>
          </ul>
          <p>{t("retention.payments")}</p>
        </>
      ),
    },
    {
      title: t("rights.title"),
      body: (
        <>
          <p>{t("rights.lead")}</p>
          <ul>
            <li>{t.rich("rights.export", { strong })}</li>
            <li>{t.rich("rights.delete", { strong })}</li>
            <li>{t.rich("rights.change", { strong })}</li>
          </ul>
          <p>{t.rich("rights.contact", { link: contactLink })}</p>
        </>
      ),
    },
    { title: t("security.title"), body: <p>{t("security.body")}</p> },
    { title: t("cookies.title"), body: <p>{t("cookies.body")}</p> },
    { title: t("changes.title"), body: <p>{t.rich("changes.body", { link: contactLink })}</p> },
  ];
}

/** The policy with the retention the settings give, dated `updated`, in the page's language. */
export async function PrivacyPolicy({ settings, updated }: { settings: Settings; updated: LastUpdated }) {
  const t = await getTranslations("privacy");
  return (
    <LegalPage
      title={t("title")}
      updated={updated}
      intro={<p>{t("intro")}</p>}
      sections={sections(t, settings)}
    />
  );
}
