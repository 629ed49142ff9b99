import { z } from "zod";

/** A file field of a multipart form; the OpenAPI document shows it as binary. */
export const uploadedFile = (message: string) =>
  z.instanceof(File, { message }).meta({ type: "string", format: "binary" });
