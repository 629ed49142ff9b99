import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The 404 pages' title, in the page's language, and no indexing. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.notFound");
  return { title: t("title"), robots: { index: false, follow: false } };
}
