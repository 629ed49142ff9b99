import { Link } from "@/lib/i18n/navigation";
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { SignInButton } from "@/components/layout/sign-in-button";
import { Button } from "@/components/ui/button";
import { ViewerSwitch } from "@/components/layout/viewer-switch";

/** The report page's sign-up prompt: try it free, or sign in to keep reports private and unlock full ones. */
export function SignupPrompt() {
  const t = useTranslations("report.signup");
  return (
    <section
      aria-labelledby="signup-heading"
      data-print="hide"
      className="rounded-2xl border border-primary/15 bg-primary-soft p-6 sm:p-8 print:hidden"
    >
      <div className="grid gap-6">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-card text-primary shadow-card sm:flex">
            <Sparkles className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="signup-heading" className="text-title font-semibold tracking-tight">
              {t("title")}
            </h2>
            <p className="mt-1 max-w-xl text-secondary-foreground">
              {t("text")} <ViewerSwitch when="signed_in" then={t("signedIn")} otherwise={t("visitor")} />
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:pl-16">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link href="/upload">{t("start")}</Link>
          </Button>
          <ViewerSwitch
            when="signed_in"
            then={
              <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
                <Link href="/account">{t("account")}</Link>
              </Button>
            }
            otherwise={
              <SignInButton size="lg" variant="outline" className="w-full sm:w-auto">
                {t("signUp")}
              </SignInButton>
            }
          />
        </div>
      </div>
    </section>
  );
}
