import { notFound } from "next/navigation";

// Its own metadata: a page that throws notFound() would otherwise leave the site's default title
// in React's payload, and the tab would show it once the 404 has hydrated.
export { generateMetadata } from "../not-found";

/**
 * Any address no other route matches: the 404 page inside the site's frame, with the header of
 * the viewer (app/[locale]/(site)/not-found.tsx). The root app/[locale]/not-found.tsx cannot read the request, since
 * Next renders it with every page, cached ones included.
 */
export default function MissingPage(): never {
  notFound();
}
