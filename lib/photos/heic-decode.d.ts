declare module "heic-decode" {
  type DecodedHeic = { width: number; height: number; data: Uint8ClampedArray };
  /** Decodes the first image of a HEIC/HEIF file to RGBA pixels. */
  function decode(input: { buffer: Buffer | Uint8Array }): Promise<DecodedHeic>;
  export default decode;
}
