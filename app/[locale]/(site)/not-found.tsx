import { NotFoundPanel } from "@/components/errors/not-found-panel";
import { notFoundMetadata } from "@/components/errors/not-found-metadata";

export const generateMetadata = notFoundMetadata;

/** A page that called notFound(): inside the site's frame. */
export default function NotFound() {
  return <NotFoundPanel />;
}
