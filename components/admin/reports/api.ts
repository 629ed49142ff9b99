import type {
  AdminReport as AdminReportSchema,
  AdminReportDetail,
  AdminReports,
  ReportFeatured,
} from "@/lib/admin/answer-schemas";
import type { ReportDetailQuery, ReportListQuery, ReportUpdateBody } from "@/lib/admin/schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { Message } from "@/lib/openapi/shapes";
import type { FeaturedReports } from "@/lib/reports/answer-schemas";
import { listParams } from "../list-query";
import { adminQueryKey } from "../queries";

// The Reports and Featured tabs' calls (types from the answer schemas the route handlers declare).

export type AdminReport = Answer<typeof AdminReportSchema>;
export type ReportPage = Answer<typeof AdminReports>;
export type ReportDetail = Answer<typeof AdminReportDetail>;
export type FeaturedReport = Answer<typeof FeaturedReports>["featured_reports"][number];
export type FeatureToggled = Answer<typeof ReportFeatured>;

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
    apiRequest<Answer<typeof Message>>(reportPath(id), { method: "DELETE", query: { delete_type: "hard" } }),
  toggleFeatured: (id: string) => apiRequest<FeatureToggled>(`${reportPath(id)}/feature`, { method: "POST" }),
  featured: () => apiRequest<Answer<typeof FeaturedReports>>("/api/admin/reports/featured"),
};
