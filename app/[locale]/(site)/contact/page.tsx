import { Clock, Mail } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/i18n/metadata";
import { ContactFormLoader } from "@/components/contact/contact-form-loader";
import { Card, CardContent } from "@/components/ui/card";
import { env } from "@/lib/config/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contact.metadata");
  return { alternates: await pageAlternates("/contact"), title: t("title"), description: t("description") };
}

export default async function ContactPage() {
  const t = await getTranslations("contact");
  const email = env().CONTACT_EMAIL;
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-[2rem] leading-[2.5rem] font-bold tracking-tight sm:text-display">
          {t("heading")}
        </h1>
        <p className="mt-4 text-lead text-muted-foreground text-balance">{t("lead")}</p>
      </div>
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-[1fr_18rem] lg:gap-8">
        <Card>
          <CardContent className="p-5 sm:p-8">
            <ContactFormLoader />
          </CardContent>
        </Card>
        <aside
          aria-labelledby="other-ways"
          className="self-start rounded-xl border border-border bg-muted p-6"
        >
          <h2 id="other-ways" className="text-lg font-semibold">
            {t("otherWays")}
          </h2>
          <ul className="mt-4 grid gap-4 text-sm">
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium">{t("email")}</p>
                <a
                  href={`mailto:${email}`}
                  className="break-all text-primary underline-offset-4 hover:underline"
                  data-testid="contact-email"
                >
                  {email}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium">{t("responseTime")}</p>
                <p className="text-muted-foreground">{t("respondWithin")}</p>
              </div>
            </li>
          </ul>
          <p className="mt-6 border-t border-border pt-4 text-caption text-muted-foreground">
            {t.rich("notMedicalAdvice", {
              link: (chunks) => (
                <Link href="/privacy" className="underline underline-offset-2 hover:text-foreground">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </aside>
      </div>
    </div>
  );
}
