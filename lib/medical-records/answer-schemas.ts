import { z } from "zod";

/** POST /api/medical-records/upload: the stored records, to name in an analysis. */
export const RecordsUploaded = z.object({ record_ids: z.array(z.string()) });
