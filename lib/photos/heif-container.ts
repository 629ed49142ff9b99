// Reads the image sizes a HEIF file declares (its `ispe` boxes) without
// decoding anything, so a decompression bomb is refused before libheif runs.

type Box = { type: string; start: number; end: number };

function* boxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(bytes: Buffer, parent: Box, type: string, skip = 0): Box | undefined {
  for (const box of boxes(bytes, parent.start + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** Width and height of every image the file declares (tiles and the whole picture alike). */
export function heifDeclaredSizes(bytes: Buffer): { width: number; height: number }[] {
  const file = { type: "file", start: 0, end: bytes.length };
  const meta = child(bytes, file, "meta");
  // meta is a full box: version and flags precede its children.
  const iprp = meta && child(bytes, meta, "iprp", 4);
  const ipco = iprp && child(bytes, iprp, "ipco");
  if (!ipco) return [];
  return [...boxes(bytes, ipco.start, ipco.end)]
    .filter((box) => box.type === "ispe" && box.end - box.start >= 12)
    .map((box) => ({ width: bytes.readUInt32BE(box.start + 4), height: bytes.readUInt32BE(box.start + 8) }));
}
