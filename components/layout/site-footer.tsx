import { Link } from "@/lib/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { API_REFERENCE_PATH } from "@/lib/openapi/paths";
import { pagesDate } from "@/lib/site/last-updated";
import { Brand, BRAND_NAME } from "./brand";
import { FooterAccountLink } from "./footer-account-link";

/** `page: false`: not a page of the app (a document a route handler serves), so no client-side navigation. */
type FooterLink = { href: string; label: React.ReactNode; nav?: string; page?: false };

export async function SiteFooter({ showCommunity }: { showCommunity: boolean }) {
  const t = await getTranslations("layout");
  const product: FooterLink[] = [
    { href: "/upload", label: t("newAnalysis") },
    { href: "/pricing", label: t("nav.pricing") },
    ...(showCommunity ? [{ href: "/gallery", label: t("nav.community"), nav: "community" }] : []),
    { href: "/referrals", label: t("nav.referrals") },
  ];
  const account: FooterLink[] = [
    { href: "/account", label: <FooterAccountLink /> },
    { href: "/contact", label: t("footer.contact") },
    { href: "/privacy", label: t("footer.privacy") },
    { href: "/terms", label: t("footer.terms") },
    // A name, the same in every language.
    { href: API_REFERENCE_PATH, label: "API", page: false },
  ];
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto grid max-w-page grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] md:py-12">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Brand />
          <p className="mt-3 text-sm text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        <FooterColumn id="footer-product" title={t("footer.product")} links={product} />
        <FooterColumn id="footer-company" title={t("footer.company")} links={account} />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-6 text-caption text-muted-foreground sm:px-6 md:flex-row md:items-start md:justify-between">
          <p data-testid="not-medical-advice" className="max-w-3xl">
            <strong className="font-semibold text-foreground">{t("footer.notMedicalAdvice")}</strong>{" "}
            {t("footer.disclaimer")}
          </p>
          <p className="shrink-0">
            © {(await pagesDate()).iso.slice(0, 4)} {BRAND_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}

const LINK_CLASS =
  "inline-flex min-h-9 items-center text-sm text-muted-foreground hover:text-foreground hover:underline";

function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-foreground">
        {title}
      </h2>
      <ul className="mt-3 grid gap-1">
        {links.map((link) => (
          <li key={link.href}>
            {link.page === false ? (
              <a href={link.href} className={LINK_CLASS}>
                {link.label}
              </a>
            ) : (
              <Link href={link.href} data-nav={link.nav} className={LINK_CLASS}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
