import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/errors/not-found-panel";
import { NOT_FOUND_TITLE } from "@/components/errors/texts";

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false, follow: false } };

/** A page that called notFound(): inside the site's frame. */
export default function NotFound() {
  return <NotFoundPanel />;
}
