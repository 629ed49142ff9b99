import type { z, ZodType } from "zod";
import { badRequest, HttpError, unprocessable } from "@/lib/errors/http-error";
import { describeZodError } from "@/lib/http/route";

// Multipart bodies are read with a byte cap before parsing, so an oversized
// upload is refused while streaming instead of being buffered whole.

export const NOT_MULTIPART_DETAIL = "Send the files as multipart/form-data";

async function readCapped(
  req: Request,
  maxBytes: number,
  tooLargeDetail: string,
): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length"));
  if (declared > maxBytes) throw new HttpError(413, tooLargeDetail);
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, tooLargeDetail);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The form of a multipart request of at most `maxBytes`; 413 with `tooLargeDetail` beyond it. */
export async function readMultipartForm(
  req: Request,
  maxBytes: number,
  tooLargeDetail: string,
): Promise<FormData> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw unprocessable(NOT_MULTIPART_DETAIL);
  const body = await readCapped(req, maxBytes, tooLargeDetail);
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("The upload could not be read as multipart/form-data");
  }
}

/** Validates form fields with a zod schema: 422 naming the failing field, like JSON bodies. */
export function parseFormFields<S extends ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw unprocessable(describeZodError(result.error));
  return result.data;
}

/** The uploaded bytes of a form file. */
export async function fileBytes(file: File): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}
