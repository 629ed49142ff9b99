import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { RecordUploadForm, uploadMedicalRecords } from "@/lib/medical-records";
import { RecordsUploaded } from "@/lib/medical-records/answer-schemas";

export const POST = route(
  {
    auth: "user",
    docs: { summary: "Upload medical records", multipart: RecordUploadForm },
    answer: RecordsUploaded,
  },
  async ({ req, user }) => ({
    record_ids: await uploadMedicalRecords(user, req),
  }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
