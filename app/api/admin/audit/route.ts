import { listAuditEntries } from "@/lib/admin/audit";
import { AuditQuery } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: AuditQuery }, ({ query }) => listAuditEntries(query));
