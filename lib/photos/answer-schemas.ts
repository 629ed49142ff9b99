import { z } from "zod";

/** POST /api/photos/upload: the stored photos, to name in an analysis. */
export const PhotosUploaded = z.object({
  photo_ids: z.array(z.string()),
  upload_secret: z.string().nullable().describe("A visitor's secret that lets the analysis use the photos"),
});

/** GET /api/photos/{id}: the photo as a JPEG in base64. */
export const PhotoData = z.object({ base64_data: z.string() });
