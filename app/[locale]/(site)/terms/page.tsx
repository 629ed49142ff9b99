import { TermsOfService, termsMetadata } from "@/components/legal/terms-of-service";
import { env } from "@/lib/config/env";
import { pageSettings } from "@/lib/home/landing";
import { pagesDate } from "@/lib/site/last-updated";

export const generateMetadata = termsMetadata;

export default async function TermsPage() {
  const [settings, updated] = await Promise.all([pageSettings(), pagesDate()]);
  return <TermsOfService settings={settings} email={env().CONTACT_EMAIL} updated={updated} />;
}
