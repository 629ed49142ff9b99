import { z } from "zod";
import { route } from "@/lib/http/route";
import { downloadMedicalRecord } from "@/lib/medical-records";

export const GET = route(
  { auth: "optional", params: z.object({ id: z.string() }) },
  async ({ user, params }) => downloadMedicalRecord(params.id, user),
);
