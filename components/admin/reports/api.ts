import { apiRequest } from "@/lib/api-client";
import type { ReportDetailQuery, ReportListQuery, ReportUpdateBody } from "@/lib/admin/schemas";
import type { listReports, reportDetail, serializeAdminReport, toggleFeatured } from "@/lib/admin/reports";
import type { serializeFeaturedReport } from "@/lib/reports/serialize";
import { listParams } from "../list-query";
import { adminQueryKey } from "../queries";

// The Reports and Featured tabs' calls (type-only imports of the server's shapes).

export type AdminReport = ReturnType<typeof serializeAdminReport>;
export type ReportPage = Awaited<ReturnType<typeof listReports>>;
export type ReportDetail = Awaited<ReturnType<typeof reportDetail>>;
export type FeaturedReport = ReturnType<typeof serializeFeaturedReport>;
export type FeatureToggled = Awaited<ReturnType<typeof toggleFeatured>>;

/** Every read of the Reports and Featured tabs (featured is under it), invalidated by any report change. */
export const reportsQueryRoot = adminQueryKey("reports");
export const featuredQueryKey = [...reportsQueryRoot, "featured"] as const;

const reportPath = (id: string) => `/api/admin/reports/${encodeURIComponent(id)}`;

export const reportsApi = {
  list: (query: ReportListQuery) =>
    apiRequest<ReportPage>("/api/admin/reports", { query: listParams(query) }),
  detail: (id: string, query: ReportDetailQuery) =>
    apiRequest<ReportDetail>(reportPath(id), { query: listParams(query) }),
  update: (id: string, body: ReportUpdateBody) =>
    apiRequest<AdminReport>(reportPath(id), { method: "PUT", body }),
  hardDelete: (id: string) =>
    apiRequest<{ message: string }>(reportPath(id), { method: "DELETE", query: { delete_type: "hard" } }),
  toggleFeatured: (id: string) => apiRequest<FeatureToggled>(`${reportPath(id)}/feature`, { method: "POST" }),
  featured: () => apiRequest<{ featured_reports: FeaturedReport[] }>("/api/admin/reports/featured"),
};
