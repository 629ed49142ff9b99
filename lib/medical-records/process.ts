import { HttpError, unprocessable } from "@/lib/errors/http-error";
import { openImage, orUnreadable } from "@/lib/photos/process";
import { CONTENT_TYPES, detectFileType } from "@/lib/storage/file-type";
import { safeFilename } from "./filename";
import { extractPdfText } from "./pdf-text";

// A medical record is kept as uploaded (PDF, JPEG or PNG): PDFs with their
// text extracted (null when that needs more time or memory than allowed),
// images re-encoded in their own format to drop metadata.

export const MAX_RECORD_BYTES = 10 * 1024 * 1024;
export const UNSUPPORTED_RECORD_DETAIL = "Unsupported file type. Please upload a PDF, JPEG or PNG file.";
export const RECORD_TOO_LARGE_DETAIL = "Each medical record must be 10 MB or smaller.";

export type ProcessedRecord = {
  data: Buffer;
  contentType: string;
  filename: string;
  extractedText: string | null;
};

export async function processMedicalRecord(bytes: Buffer, name: string): Promise<ProcessedRecord> {
  if (bytes.byteLength > MAX_RECORD_BYTES) throw new HttpError(413, RECORD_TOO_LARGE_DETAIL);
  const type = detectFileType(bytes);
  if (type === "pdf") {
    const extractedText = await extractPdfText(bytes);
    return { data: bytes, contentType: CONTENT_TYPES.pdf, filename: safeFilename(name, type), extractedText };
  }
  if (type === "jpeg" || type === "png") {
    const image = await openImage(bytes);
    const data = await orUnreadable(
      (type === "jpeg" ? image.jpeg({ quality: 90, mozjpeg: false }) : image.png()).toBuffer(),
    );
    return {
      data,
      contentType: CONTENT_TYPES[type],
      filename: safeFilename(name, type),
      extractedText: null,
    };
  }
  throw unprocessable(UNSUPPORTED_RECORD_DETAIL);
}
