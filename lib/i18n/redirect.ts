import { redirect as nextRedirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { localizedHref } from "./paths";

/** Next's redirect to the page's language version of `href` (`/account` → `/de/account`). Server only. */
export async function redirect(href: string): Promise<never> {
  nextRedirect(localizedHref(href, await getLocale()));
}
