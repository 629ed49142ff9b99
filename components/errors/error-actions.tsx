import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { BACK_HOME, TRY_AGAIN } from "./texts";

// The error pages are client components that every page loads with its first
// scripts, so their buttons take the button look as plain classes instead of
// the Button component (which would bring class merging along).

/** Try Again and Back to Home. `fullReload` when the root layout itself failed. */
export function ErrorActions({ reset, fullReload = false }: { reset: () => void; fullReload?: boolean }) {
  const backHomeClass = buttonVariants({ size: "lg", variant: "outline" });
  return (
    <>
      <button type="button" className={buttonVariants({ size: "lg" })} onClick={() => reset()}>
        {TRY_AGAIN}
      </button>
      {fullReload ? (
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load rebuilds the failed layout
        <a href="/" className={backHomeClass}>
          {BACK_HOME}
        </a>
      ) : (
        <Link href="/" className={backHomeClass}>
          {BACK_HOME}
        </Link>
      )}
    </>
  );
}
