// The app calls heic-decode from its worker thread (lib/photos/heic-worker.mjs, plain JavaScript); these
// types serve TypeScript callers such as the tests that compare the worker's pixels with an in-process decode.
declare module "heic-decode" {
  type DecodedHeic = { width: number; height: number; data: Uint8ClampedArray };
  /** Decodes the first image of a HEIC/HEIF file to RGBA pixels. */
  function decode(input: { buffer: Buffer | Uint8Array }): Promise<DecodedHeic>;
  export default decode;
}
