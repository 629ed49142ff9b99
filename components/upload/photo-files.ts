import type { UploadTranslator } from "./translator";

// Which files the photo picker takes (spec section 5: "images including .heic") and what it
// says about the ones it will not take. Imported by the picker and its tests.

const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif"];

// Images of every kind phones produce; HEIC is also matched by its extension, since
// browsers outside Safari often give it no type. The server decides by content.
export const PHOTO_ACCEPT = { "image/*": PHOTO_EXTENSIONS };

/** The rule of PHOTO_ACCEPT for files that do not come through the dropzone (the camera's input). */
export function isPhotoFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return file.type.startsWith("image/") || PHOTO_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** HEIC and HEIF: only Safari draws them; the server converts them to JPEG at upload. */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** The picker's refusal of files that are not photos, named so the user knows which. */
export function notAPhoto(names: string[], t: UploadTranslator): string {
  const quoted = names.map((name) => `"${name}"`).join(", ");
  return t("photos.notAPhoto", { names: quoted, count: names.length });
}
