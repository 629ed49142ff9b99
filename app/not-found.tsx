import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/errors/not-found-panel";
import { NOT_FOUND_TITLE } from "@/components/errors/texts";
import { SiteFrame } from "@/components/layout/site-frame";
import { SIGNED_OUT_NAVIGATION } from "@/lib/site/navigation";

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false, follow: false } };

/**
 * The last resort: unmatched addresses reach app/(site)/[...missing] instead. Next renders this
 * with every page, so it reads nothing of the request and shows the signed-out header.
 */
export default function NotFound() {
  return (
    <SiteFrame state={SIGNED_OUT_NAVIGATION}>
      <NotFoundPanel />
    </SiteFrame>
  );
}
