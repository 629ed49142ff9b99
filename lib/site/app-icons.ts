// The installed app: its colours and icons. scripts/make-app-icons.ts draws the icons from
// app/icon.svg; app/manifest.ts lists them for Android and desktop browsers.

/** --color-primary of app/globals.css: the browser's bar and the installed app's title bar. */
export const THEME_COLOR = "#17736b";
/** --color-background of app/globals.css: the splash screen while the installed app starts. */
export const BACKGROUND_COLOR = "#fbfaf8";

export type AppIcon = {
  /** The path under public/, which is also its URL. */
  src: string;
  size: number;
  /**
   * `any` keeps the rounded square as drawn; `maskable` fills the whole square so the platform can
   * cut its own shape, the glyph inside the central safe circle.
   */
  purpose: "any" | "maskable";
};

export const APP_ICONS: AppIcon[] = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
];

/**
 * The apple-touch-icon, as Next's file convention (it adds the <link> to every page): full-bleed,
 * as iOS rounds the corners itself and would show transparent ones black.
 */
export const APPLE_ICON = { file: "app/apple-icon.png", size: 180 } as const;
