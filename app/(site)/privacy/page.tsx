import { connection } from "next/server";
import { PRIVACY_METADATA, PrivacyPolicy } from "@/components/legal/privacy-policy";
import { pageSettings } from "@/lib/site/page-settings";

export const metadata = PRIVACY_METADATA;

export default async function PrivacyPage() {
  await connection();
  return <PrivacyPolicy settings={await pageSettings()} />;
}
