import { Link } from "@/lib/i18n/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { formatterFor } from "@/lib/i18n/format";
import type { LastUpdated } from "@/lib/site/last-updated";

export type LegalSection = { title: string; body: React.ReactNode };

/** Bold and paragraph-internal markup the policies' messages use (`<strong>`). */
export const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;

/**
 * A policy page: title, date, an intro, numbered sections and a way to ask questions. In a language
 * other than English it says first that it is a translation and that the English text prevails.
 */
export async function LegalPage({
  title,
  intro,
  sections,
  updated,
}: {
  title: string;
  intro: React.ReactNode;
  sections: LegalSection[];
  updated: LastUpdated;
}) {
  const [t, locale] = await Promise.all([getTranslations("legal"), getLocale()]);
  const date = formatterFor(locale).dateTime(new Date(`${updated.iso}T00:00:00Z`), {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return (
    // `lang` and hyphens: a German title is one word wider than a phone ("Datenschutzerklärung").
    <article lang={locale} className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-20">
      <header className="border-b border-border pb-8">
        <h1 className="text-[2rem] leading-[2.5rem] font-bold tracking-tight break-words hyphens-auto sm:text-display">
          {title}
        </h1>
        <p className="mt-3 text-sm text-muted-foreground" data-testid="last-updated">
          {t.rich("lastUpdated", {
            date,
            time: (chunks) => <time dateTime={updated.iso}>{chunks}</time>,
          })}
        </p>
        {locale === "en" ? null : (
          <p
            className="mt-4 rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground"
            data-testid="translation-notice"
          >
            {t("translationNotice")}
          </p>
        )}
        <div className="mt-6 text-lead text-muted-foreground">{intro}</div>
      </header>
      <nav aria-label={t("sections")} className="mt-8 rounded-xl border border-border bg-card p-5 sm:p-6">
        <h2 className="text-sm font-semibold">{t("onThisPage")}</h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a
                href={`#section-${index + 1}`}
                className="inline-flex min-h-8 items-center text-muted-foreground hover:text-foreground hover:underline"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-4">
        {sections.map((section, index) => (
          <section
            key={section.title}
            id={`section-${index + 1}`}
            data-testid="legal-section"
            aria-labelledby={`section-${index + 1}-title`}
            className="scroll-mt-24 pt-10"
          >
            <h2 id={`section-${index + 1}-title`} className="text-title font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 grid gap-3 leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-12 rounded-xl bg-muted p-6 text-sm text-muted-foreground">
        {t.rich("questions", {
          link: (chunks) => (
            <Link href="/contact" className="font-medium text-primary underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </article>
  );
}
