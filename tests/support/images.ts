import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, createDeflate, deflateSync } from "node:zlib";
import sharp from "sharp";

// Test files made on the fly: every photo type, EXIF with GPS and device
// tags, a renamed non-image, an oversized file, pixel bombs and PDFs.

type Size = { width: number; height: number };

const DEFAULT_SIZE: Size = { width: 400, height: 300 };

function canvas({ width, height }: Size, background = "#c08060") {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Device and location tags that must never survive an upload. */
export const TELLTALE_EXIF = {
  IFD0: { Make: "SkinSightTestCam", Model: "TelltaleModel-9" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "48/1 51/1 2964/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "2/1 21/1 792/100",
  },
};

/** A JPEG carrying device and GPS tags, and an EXIF orientation when given (6 = rotate 90° to view). */
export async function jpegWithExif(size: Size = DEFAULT_SIZE, orientation?: number): Promise<Buffer> {
  const image = canvas(size).jpeg().withExif(TELLTALE_EXIF);
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

export async function jpegImage(size: Size = DEFAULT_SIZE): Promise<Buffer> {
  return canvas(size).jpeg().toBuffer();
}

export async function pngImage(size: Size = DEFAULT_SIZE): Promise<Buffer> {
  return canvas(size, "#4080c0").png().toBuffer();
}

export async function webpImage(size: Size = DEFAULT_SIZE): Promise<Buffer> {
  return canvas(size, "#40c080").webp().toBuffer();
}

export async function gifImage(size: Size = DEFAULT_SIZE): Promise<Buffer> {
  return canvas(size).gif().toBuffer();
}

/** A HEIC made by Debian's heif-enc (package libheif-examples). */
export async function heicImage(size: Size = DEFAULT_SIZE, source?: Buffer): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), "skinsight-heic-"));
  try {
    const input = path.join(dir, "in.png");
    const output = path.join(dir, "out.heic");
    writeFileSync(input, source ?? (await canvas(size, "#a05040").png().toBuffer()));
    const result = spawnSync("heif-enc", ["-q", "60", input, "-o", output], { encoding: "utf8" });
    if (result.error || result.status !== 0) {
      throw new Error(
        `heif-enc failed (apt-get install -y libheif-examples): ${result.error?.message ?? result.stderr}`,
      );
    }
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Camera-like content: skin tones with sensor noise compress like a real photo (a 12 MP JPEG weighs several MB). */
export async function noisyPhoto(size: Size, format: "jpeg" | "png"): Promise<Buffer> {
  const noise = randomBytes(size.width * size.height * 3);
  const skin = [200, 150, 120];
  const pixels = Buffer.alloc(noise.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (skin[i % 3] ?? 0) + ((noise[i] ?? 0) & 31) - 16;
  const image = sharp(pixels, { raw: { ...size, channels: 3 } });
  return format === "jpeg"
    ? image.jpeg({ quality: 92 }).toBuffer()
    : image.png({ compressionLevel: 1 }).toBuffer();
}

/** A text file with a photo's name: the name must not matter. */
export function renamedTextFile(): Buffer {
  return Buffer.from("This is not a photo, whatever its name says.\n".repeat(20));
}

/** A valid JPEG padded beyond `bytes`: refused on size alone. */
export async function oversizeJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await jpegImage();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length + 1)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose header declares width × height (default 20000 × 20000 = 400 MP) with a few bytes of data. */
export function pngPixelBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real small HEIC whose `ispe` boxes are rewritten to declare width × height. */
export async function heicPixelBomb(width = 20_000, height = 20_000): Promise<Buffer> {
  const heic = Buffer.from(await heicImage());
  let patched = 0;
  for (let at = heic.indexOf("ispe"); at !== -1; at = heic.indexOf("ispe", at + 4)) {
    heic.writeUInt32BE(width, at + 8);
    heic.writeUInt32BE(height, at + 12);
    patched++;
  }
  if (patched === 0) throw new Error("no ispe box found");
  return heic;
}

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

const PDF_LINES_PER_PAGE = 60;

/** A PDF (Helvetica, 60 lines a page) showing these lines: a real text layer that a PDF reader extracts. */
export function pdfWithText(lines: string[]): Buffer {
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += PDF_LINES_PER_PAGE)
    pages.push(lines.slice(i, i + PDF_LINES_PER_PAGE));
  const pageObject = (i: number) => 4 + 2 * i;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ...pages.flatMap((pageLines, i) => {
      const content = `BT /F1 10 Tf 12 TL 40 780 Td ${pageLines.map((line) => `(${pdfString(line)}) '`).join(" ")} ET`;
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageObject(i) + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  return assemblePdf(objects);
}

/** A PDF file of these objects (numbered from 1, the first the catalog), with its cross-reference table. */
function assemblePdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(object);
    length += object.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, "latin1"));
  return Buffer.concat(parts);
}

/** `prefix`, then `chunk` repeated to `totalBytes`, deflated as it goes: the inflated bytes are never held. */
async function deflateRepeated(prefix: Buffer, chunk: Buffer, totalBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (data: Buffer) => out.push(data));
  const ended = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  deflate.write(prefix);
  for (let written = 0; written < totalBytes; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/**
 * A decompression bomb: a one-page PDF whose content stream is FlateDecode of `inflatedMb` MB of
 * `pattern`: digits by default, which pdf.js reads as one endless number; a text run such as
 * "(AAAA) Tj " makes one endless line of text. About 1 kB of file per inflated MB.
 */
export async function pdfDecompressionBomb(inflatedMb: number, pattern = "0"): Promise<Buffer> {
  const chunk = Buffer.from(pattern.repeat(Math.ceil((1024 * 1024) / pattern.length)), "latin1");
  const prefix = Buffer.from(pattern === "0" ? "" : "BT /F1 10 Tf 40 780 Td ", "latin1");
  const content = await deflateRepeated(prefix, chunk, inflatedMb * 1024 * 1024);
  return assemblePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
      content,
      Buffer.from("\nendstream", "latin1"),
    ]),
  ]);
}

/** A multipart body with `files` and any other fields, as a browser sends it. */
export function uploadForm(
  files: { bytes: Buffer; name: string; type?: string }[],
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const file of files) {
    form.append(
      "files",
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }),
    );
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
