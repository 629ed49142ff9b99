import { apiRequest } from "@/lib/api-client";
import type { listAuditEntries } from "@/lib/admin/audit";
import type { AuditQuery } from "@/lib/admin/schemas";
import { listParams } from "../list-query";
import { adminQueryKey } from "../queries";

// The audit trail's call (type-only imports of the server's shapes).

export type AuditPage = Awaited<ReturnType<typeof listAuditEntries>>;
export type AuditEntry = AuditPage["entries"][number];

export const auditQueryRoot = adminQueryKey("audit");

export const auditApi = {
  list: (query: AuditQuery) => apiRequest<AuditPage>("/api/admin/audit", { query: listParams(query) }),
};
