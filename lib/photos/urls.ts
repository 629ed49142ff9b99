// Where pages find a photo as an image. Pure, so client components can use it too.

/**
 * The sized variants the image route serves: thumbnails, cards, phone-width photos (960: a
 * 390 px screen at 2x would otherwise take the 1280 one) and full-width photos.
 */
export const PHOTO_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export type PhotoImageWidth = (typeof PHOTO_IMAGE_WIDTHS)[number];

/** GET /api/photos/{id}/image: JPEG bytes, `w` one of the sized variants, `token` a report's share token. */
export function photoImageUrl(id: string, options: { width?: PhotoImageWidth; token?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.width) query.set("w", String(options.width));
  if (options.token) query.set("token", options.token);
  const search = query.toString();
  return `/api/photos/${encodeURIComponent(id)}/image${search ? `?${search}` : ""}`;
}

/** An img `srcset` of the given variants, so the browser picks the smallest that fills the box. */
export function photoSrcSet(id: string, widths: readonly PhotoImageWidth[], token?: string): string {
  return widths.map((width) => `${photoImageUrl(id, { width, token })} ${width}w`).join(", ");
}

/** The size of the `width` variant of a photo (never enlarged), for an img's width and height. */
export function variantSize(
  photo: { width: number; height: number },
  width: PhotoImageWidth | undefined,
): { width: number; height: number } {
  if (!width || photo.width <= width) return { width: photo.width, height: photo.height };
  return { width, height: Math.max(1, Math.round((photo.height * width) / photo.width)) };
}
