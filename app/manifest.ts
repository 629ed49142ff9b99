import type { MetadataRoute } from "next";
import { APP_ICONS, BACKGROUND_COLOR, THEME_COLOR } from "@/lib/site/app-icons";

/** /manifest.webmanifest: what a phone needs to add SkinSight to its home screen as an app. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "SkinSight – AI skin analysis",
    short_name: "SkinSight",
    description: "Upload a photo of your skin and get an AI-written skin analysis report in seconds.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}
