import { listAuditEntries } from "@/lib/admin/audit";
import { AuditQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AuditEntries } from "@/lib/admin/answer-schemas";

export const GET = route(
  {
    auth: "admin",
    docs: { summary: "The audit trail of administrators' changes" },
    answer: AuditEntries,
    query: AuditQuery,
  },
  ({ query }) => listAuditEntries(query),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
