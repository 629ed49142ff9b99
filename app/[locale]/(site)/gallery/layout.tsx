import { ClientMessages } from "@/components/i18n/client-messages";

// The feed draws the cards in the browser (components/gallery/gallery-feed.tsx).
export default function GalleryLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <ClientMessages namespaces={["gallery"]}>{children}</ClientMessages>;
}
