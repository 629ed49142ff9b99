import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";

// The error pages are client components that every page loads with its first
// scripts, so their buttons take the button look as plain classes instead of
// the Button component (which would bring class merging along).

/** Try Again and Back to Home. `fullReload` when the root layout itself failed. */
export function ErrorActions({ reset, fullReload = false }: { reset: () => void; fullReload?: boolean }) {
  const t = useTranslations("errors");
  const backHomeClass = buttonVariants({ size: "lg", variant: "outline" });
  return (
    <>
      <button type="button" className={buttonVariants({ size: "lg" })} onClick={() => reset()}>
        {t("failed.tryAgain")}
      </button>
      {fullReload ? (
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load rebuilds the failed layout
        <a href="/" className={backHomeClass}>
          {t("backHome")}
        </a>
      ) : (
        <Link href="/" className={backHomeClass}>
          {t("backHome")}
        </Link>
      )}
    </>
  );
}
