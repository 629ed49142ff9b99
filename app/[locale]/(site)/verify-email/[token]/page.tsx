import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmailVerification } from "@/components/auth/email-verification";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.verifyEmail");
  return { title: t("title") };
}

// Rendered for each request: the address names the report or the link.
export const instant = false;

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("account.verifyEmail");
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="sr-only">{t("title")}</h1>
      <EmailVerification token={token} />
    </div>
  );
}
