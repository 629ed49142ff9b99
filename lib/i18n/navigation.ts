import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** Links, redirects and the router in the page's language: `/pricing` becomes `/de/pricing` in German. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
