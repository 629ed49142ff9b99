import { connection } from "next/server";
import { TERMS_METADATA, TermsOfService } from "@/components/legal/terms-of-service";
import { env } from "@/lib/config/env";
import { pageSettings } from "@/lib/site/page-settings";

export const metadata = TERMS_METADATA;

export default async function TermsPage() {
  await connection();
  return <TermsOfService settings={await pageSettings()} email={env().CONTACT_EMAIL} />;
}
