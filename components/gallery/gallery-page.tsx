import type { Metadata } from "next";
import { CircleCheck, Images } from "lucide-react";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { GalleryCallsToAction } from "@/components/gallery/gallery-cta";
import { GalleryFeed } from "@/components/gallery/gallery-feed";
import { GalleryIcons } from "@/components/gallery/gallery-icons";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { pageAlternates } from "@/lib/i18n/metadata";
import type { GalleryCardData } from "@/lib/reports/cards";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";
import { loadGalleryPage } from "./actions";

export async function galleryMetadata(): Promise<Metadata> {
  const t = await getTranslations("gallery");
  return {
    title: t("title"),
    description: t("intro"),
    alternates: await pageAlternates("/gallery"),
    openGraph: { title: `${t("title")} · SkinSight`, description: t("intro"), url: "/gallery" },
  };
}

/** The gallery's first page of reports, rendered here; the feed loads the rest as the visitor scrolls. */
export function GalleryPageContent({ first }: { first: GalleryCardData[] }) {
  const t = useTranslations("gallery");
  return (
    <div className="mx-auto grid max-w-page gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid max-w-2xl gap-3">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow")}</p>
        <h1 className="text-headline font-semibold tracking-tight sm:text-display">{t("title")}</h1>
        <p className="text-lead text-muted-foreground">{t("intro")}</p>
      </header>
      {first.length === 0 ? (
        <EmptyState icon={Images} title={t("emptyTitle")} description={t("emptyText")}>
          <GalleryCallsToAction />
        </EmptyState>
      ) : (
        <>
          <GalleryIcons />
          <GalleryFeed
            initial={first}
            pageSize={GALLERY_PAGE_SIZE}
            loadPage={loadGalleryPage}
            loadingCards={<LoadingCards />}
            end={
              <EmptyState
                icon={CircleCheck}
                title={t("endTitle")}
                description={t("endText")}
                className="border-solid"
              >
                <GalleryCallsToAction />
              </EmptyState>
            }
          />
        </>
      )}
    </div>
  );
}

/** Three placeholder cards while the next page loads. */
function LoadingCards() {
  return Array.from({ length: 3 }, (_, i) => (
    <li key={`loading-${i}`} aria-hidden="true">
      <Skeleton className="aspect-[4/3] rounded-t-xl rounded-b-none" />
      <div className="grid gap-2 rounded-b-xl border border-t-0 border-border bg-card p-5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
      </div>
    </li>
  ));
}
