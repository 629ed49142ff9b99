import { z } from "zod";
import { opaqueText } from "@/lib/validation/text";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { downloadMedicalRecord } from "@/lib/medical-records";

export const GET = route(
  {
    auth: "optional",
    docs: { summary: "Download a medical record", produces: "application/octet-stream" },
    params: z.object({ id: opaqueText(100) }),
  },
  async ({ user, params }) => downloadMedicalRecord(params.id, user),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
