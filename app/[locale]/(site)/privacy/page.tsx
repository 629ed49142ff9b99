import { PrivacyPolicy, privacyMetadata } from "@/components/legal/privacy-policy";
import { pageSettings } from "@/lib/home/landing";
import { pagesDate } from "@/lib/site/last-updated";

export const generateMetadata = privacyMetadata;

export default async function PrivacyPage() {
  const [settings, updated] = await Promise.all([pageSettings(), pagesDate()]);
  return <PrivacyPolicy settings={settings} updated={updated} />;
}
