import { NotFoundPanel } from "@/components/errors/not-found-panel";
import { notFoundMetadata } from "@/components/errors/not-found-metadata";

export const generateMetadata = notFoundMetadata;

/**
 * The last resort, outside the site's frame: unmatched addresses reach app/[locale]/(site)/[...missing], whose
 * 404 has the header and footer. Next puts this page into every page it sends (twice), so it is
 * kept to the panel alone: the frame would add about 14 KB to each page.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundPanel />
    </main>
  );
}
