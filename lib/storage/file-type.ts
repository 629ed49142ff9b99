// Uploads are recognised by their first bytes only: the declared type and the
// file name are the client's word, and HEIC often arrives as
// application/octet-stream.

export type FileType = "jpeg" | "png" | "webp" | "heic" | "pdf";

export const CONTENT_TYPES: Record<FileType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
  pdf: "application/pdf",
};

export const FILE_EXTENSIONS: Record<FileType, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  heic: "heic",
  pdf: "pdf",
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Major brands of HEIF files with HEVC-coded images (iPhone photos use heic or mif1).
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "mif1", "msf1"]);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.toString("latin1", start, end) : "";
}

export function detectFileType(bytes: Buffer): FileType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return "heic";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  return null;
}
