import { CircleAlert } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { UnsubscribeConfirm } from "@/components/spots/unsubscribe-confirm";
import { Button } from "@/components/ui/button";
import { unsubscribeTokenUser } from "@/lib/spots/unsubscribe";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("spots");
  return {
    title: t("unsubscribe.title"),
    robots: { index: false, follow: false },
    // The address holds the link's token: it is not sent on to the pages linked from here.
    referrer: "no-referrer",
  };
}

// Rendered for each request: the address holds the reminder e-mail's token.
export const instant = false;

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * /unsubscribe/reminders?token=...: the reminder e-mail's link, without signing in. Opening it
 * changes nothing (mail clients open links to scan them); the button does.
 */
export default async function UnsubscribeRemindersPage({ searchParams }: Props) {
  const [{ token }, t] = await Promise.all([searchParams, getTranslations("spots")]);
  const valid = typeof token === "string" && token.length <= 200 && unsubscribeTokenUser(token) !== null;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="flex flex-col items-center rounded-xl border border-border bg-card px-6 py-12 text-center shadow-card">
        {valid ? (
          <UnsubscribeConfirm token={token} />
        ) : (
          <>
            <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <CircleAlert className="size-7" aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-title font-semibold tracking-tight">{t("unsubscribe.invalidTitle")}</h1>
            <p className="mt-2 text-muted-foreground">{t("unsubscribe.invalidText")}</p>
            <Button asChild className="mt-6">
              <Link href="/account">{t("unsubscribe.toAccount")}</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
