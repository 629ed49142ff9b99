import { z } from "zod";

// Small answer shapes many routes share.

/** A write that answers a sentence for people. */
export const Message = z.object({ message: z.string() });

/** An ISO 8601 time, as every answer writes times. */
export const isoTime = z.iso.datetime();

/** Any JSON value (what a JSON column holds; Prisma's JSON type is wider than zod's z.json()). */
export const AnyJson = z.unknown().describe("Any JSON value");
