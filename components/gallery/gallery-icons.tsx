import {
  ArrowRight,
  CircleDot,
  Droplets,
  Feather,
  ScanFace,
  Waves,
  Wind,
  type LucideIcon,
} from "lucide-react";
import { galleryIconId, type GalleryIconName } from "./gallery-icon";

const ICONS: Record<GalleryIconName, LucideIcon> = {
  acne: CircleDot,
  dry: Wind,
  oily: Droplets,
  sensitive: Feather,
  wrinkles: Waves,
  general: ScanFace,
  more: ArrowRight,
};

/** The set every card's GalleryIcon refers to: once on the gallery page, outside the cards, drawn on the server. */
export function GalleryIcons() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={galleryIconId(name as GalleryIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}
