import type { AuditEntries } from "@/lib/admin/answer-schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { AuditQuery } from "@/lib/admin/schemas";
import { listParams } from "../list-query";
import { adminQueryKey } from "../queries";

// The audit trail's call (types from the answer schemas the route handlers declare).

export type AuditPage = Answer<typeof AuditEntries>;
export type AuditEntry = AuditPage["entries"][number];

export const auditQueryRoot = adminQueryKey("audit");

export const auditApi = {
  list: (query: AuditQuery) => apiRequest<AuditPage>("/api/admin/audit", { query: listParams(query) }),
};
