import type { Metadata } from "next";
import { CircleCheck, Images } from "lucide-react";
import { GalleryCallsToAction } from "@/components/gallery/gallery-cta";
import { GalleryFeed } from "@/components/gallery/gallery-feed";
import { GalleryIcons } from "@/components/gallery/gallery-icons";
import {
  GALLERY_END_TEXT,
  GALLERY_END_TITLE,
  GALLERY_EMPTY_TEXT,
  GALLERY_EMPTY_TITLE,
  GALLERY_INTRO,
  GALLERY_TITLE,
} from "@/components/gallery/texts";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { GalleryCardData } from "@/lib/reports/cards";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";
import { loadGalleryPage } from "./actions";

export const GALLERY_METADATA: Metadata = {
  title: GALLERY_TITLE,
  description: GALLERY_INTRO,
  alternates: { canonical: "/gallery" },
  openGraph: { title: `${GALLERY_TITLE} · SkinSight`, description: GALLERY_INTRO, url: "/gallery" },
};

/** The gallery's first page of reports, rendered here; the feed loads the rest as the visitor scrolls. */
export function GalleryPageContent({ first }: { first: GalleryCardData[] }) {
  return (
    <div className="mx-auto grid max-w-page gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid max-w-2xl gap-3">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Community</p>
        <h1 className="text-headline font-semibold tracking-tight sm:text-display">{GALLERY_TITLE}</h1>
        <p className="text-lead text-muted-foreground">{GALLERY_INTRO}</p>
      </header>
      {first.length === 0 ? (
        <EmptyState icon={Images} title={GALLERY_EMPTY_TITLE} description={GALLERY_EMPTY_TEXT}>
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
                title={GALLERY_END_TITLE}
                description={GALLERY_END_TEXT}
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
