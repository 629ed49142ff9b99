import type { ReportTopic } from "@/lib/reports/cards";

// The cards' icons are drawn once on the page (gallery-icons.tsx) and referenced by every card: the
// same icon written out on 20 cards and more was a fifth of the gallery's HTML. This file stays free
// of the icons themselves, since the cards are drawn in the browser too.

export type GalleryIconName = ReportTopic | "more";

export const galleryIconId = (name: GalleryIconName) => `gallery-icon-${name}`;

/** The icon `name` of the page's set, sized and coloured by its parent's classes. */
export function GalleryIcon({ name }: { name: GalleryIconName }) {
  return (
    <svg aria-hidden="true">
      <use href={`#${galleryIconId(name)}`} />
    </svg>
  );
}
