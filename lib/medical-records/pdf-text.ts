import { getDocumentProxy } from "unpdf";
import { unprocessable } from "@/lib/http/errors";

// Text of an uploaded PDF, for the model's attachment prompt. Bounded in pages
// and characters: a record is read for context, not in full.

export const MAX_PDF_PAGES = 50;
export const MAX_EXTRACTED_TEXT_CHARS = 20_000;
export const UNREADABLE_PDF_DETAIL = "This PDF could not be read. Please try a different file.";

type TextItem = { str?: string; hasEOL?: boolean };

async function readPdf(bytes: Buffer) {
  try {
    // isEvalSupported off: no code generated from an uploaded file, ever.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch {
    throw unprocessable(UNREADABLE_PDF_DETAIL);
  }
}

export async function extractPdfText(bytes: Buffer): Promise<string> {
  const pdf = await readPdf(bytes);
  try {
    const pages: string[] = [];
    let length = 0;
    for (
      let number = 1;
      number <= Math.min(pdf.numPages, MAX_PDF_PAGES) && length < MAX_EXTRACTED_TEXT_CHARS;
      number++
    ) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const text = (content.items as TextItem[])
        .map((item) => (item.str ?? "") + (item.hasEOL ? "\n" : ""))
        .join("");
      pages.push(text);
      length += text.length;
    }
    return pages
      .join("\n\n")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
      .slice(0, MAX_EXTRACTED_TEXT_CHARS);
  } catch {
    throw unprocessable(UNREADABLE_PDF_DETAIL);
  } finally {
    await pdf.destroy();
  }
}
