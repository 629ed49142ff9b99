import { db } from "@/lib/db";
import type { Prisma, PrivacySetting, ReportType } from "@/lib/generated/prisma/client";
import { badRequest, notFound } from "@/lib/errors/http-error";
import { deleteReports } from "@/lib/reports/cleanup";
import { featuredReports } from "@/lib/reports/queries";
import { reportInclude, serializeReport, type ReportWithRelations } from "@/lib/reports/serialize";
import { reportText } from "@/lib/reports/content";
import { newShareToken } from "@/lib/reports/share";
import { expireShownReports } from "@/lib/reports/shown";
import { removeDeletedObjects } from "@/lib/storage";
import { recordAdminChange, isUuid, type Admin } from "./audit";
import {
  CONTENT_PREVIEW_LENGTH,
  ONLY_PUBLIC_FEATURED,
  REPORT_DELETED,
  REPORT_FEATURED,
  REPORT_UNFEATURED,
} from "./messages";
import { containsText } from "./search";
import type { ReportDetailQuery, ReportListQuery, ReportUpdateBody } from "./schemas";

// The console's Reports tab: list (search, filter, sort and paging in the database), the
// detail with previous/next wrapping around within the list's ordering, edit, feature and
// hard delete.

export const REPORT_NOT_FOUND = "Report not found";
export { CONTENT_PREVIEW_LENGTH, ONLY_PUBLIC_FEATURED, REPORT_DELETED, REPORT_FEATURED, REPORT_UNFEATURED };

export const adminReportInclude = reportInclude;

/** The spec's "Report (admin view)" with the 200-character content preview. */
export function serializeAdminReport(report: ReportWithRelations) {
  return {
    ...serializeReport(report, "admin"),
    content_preview: reportText(report.content).slice(0, CONTENT_PREVIEW_LENGTH),
  };
}

export function reportFilterWhere(filter: ReportListQuery["filter_type"]): Prisma.ReportWhereInput {
  switch (filter) {
    case "all":
      return {};
    // A follow-up is a full report that compares with an earlier one.
    case "full":
      return { reportType: { in: ["full", "followup"] } };
    case "summary":
      return { reportType: "summary" };
    case "public":
      return { privacySetting: "public" };
    case "private":
      return { privacySetting: "private" };
    case "disabled":
      return { disabled: true };
    case "active":
      return { disabled: false };
  }
}

function reportSearchWhere(search: string | undefined): Prisma.ReportWhereInput {
  if (!search) return {};
  const or: Prisma.ReportWhereInput[] = [
    { title: containsText(search) },
    { userEmail: containsText(search) },
  ];
  if (isUuid(search)) or.push({ id: search }, { userId: search });
  return { OR: or };
}

type Order = "asc" | "desc";

function reportOrderBy(
  sortBy: ReportListQuery["sort_by"],
  order: Order,
): Prisma.ReportOrderByWithRelationInput[] {
  const first: Prisma.ReportOrderByWithRelationInput =
    sortBy === "user_email"
      ? { userEmail: order }
      : sortBy === "report_type"
        ? { reportType: order }
        : sortBy === "privacy_setting"
          ? { privacySetting: order }
          : { createdAt: order };
  // The id breaks ties, so the order is total: pages and previous/next never skip or repeat.
  return [first, { id: order }];
}

// PostgreSQL orders enums by declaration (prisma/schema.prisma), so "after" is a set of values.
const REPORT_TYPES: ReportType[] = ["summary", "full", "followup"];
const PRIVACY_SETTINGS: PrivacySetting[] = ["public", "unlisted", "private"];

function enumAfter<T>(values: T[], current: T, order: Order): T[] {
  const at = values.indexOf(current);
  return order === "asc" ? values.slice(at + 1) : values.slice(0, at);
}

type Cursor = Pick<ReportWithRelations, "id" | "createdAt" | "reportType" | "privacySetting" | "userEmail">;

/** The reports strictly after `cur` in the order (sort_by, id) `order`; NULL e-mails (visitors) sort as PostgreSQL does: last ascending, first descending. */
function afterWhere(sortBy: ReportListQuery["sort_by"], order: Order, cur: Cursor): Prisma.ReportWhereInput {
  const idAfter: Prisma.ReportWhereInput = { id: order === "asc" ? { gt: cur.id } : { lt: cur.id } };
  const cmp = order === "asc" ? "gt" : "lt";
  switch (sortBy) {
    case "created_at":
      return { OR: [{ createdAt: { [cmp]: cur.createdAt } }, { createdAt: cur.createdAt, ...idAfter }] };
    case "report_type":
      return {
        OR: [
          { reportType: { in: enumAfter(REPORT_TYPES, cur.reportType, order) } },
          { reportType: cur.reportType, ...idAfter },
        ],
      };
    case "privacy_setting":
      return {
        OR: [
          { privacySetting: { in: enumAfter(PRIVACY_SETTINGS, cur.privacySetting, order) } },
          { privacySetting: cur.privacySetting, ...idAfter },
        ],
      };
    case "user_email": {
      const email = cur.userEmail;
      const noEmail: Prisma.ReportWhereInput = { userEmail: null };
      if (email === null) {
        return order === "asc"
          ? { ...noEmail, ...idAfter }
          : { OR: [{ ...noEmail, ...idAfter }, { userEmail: { not: null } }] };
      }
      const later: Prisma.ReportWhereInput[] = [
        { userEmail: { [cmp]: email } },
        { userEmail: email, ...idAfter },
      ];
      if (order === "asc") later.push(noEmail);
      return { OR: later };
    }
  }
}

function listWhere(query: Pick<ReportListQuery, "search" | "filter_type">): Prisma.ReportWhereInput {
  return { AND: [reportSearchWhere(query.search), reportFilterWhere(query.filter_type)] };
}

/** GET /api/admin/reports: one page and the total. */
export async function listReports(query: ReportListQuery) {
  const where = listWhere(query);
  const [reports, total] = await Promise.all([
    db.report.findMany({
      where,
      orderBy: reportOrderBy(query.sort_by, query.sort_order),
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
      include: adminReportInclude,
    }),
    db.report.count({ where }),
  ]);
  return { reports: reports.map(serializeAdminReport), total, page: query.page, page_size: query.page_size };
}

async function neighbour(query: ReportDetailQuery, cur: Cursor, order: Order): Promise<string | null> {
  const base = listWhere(query);
  const orderBy = reportOrderBy(query.sort_by, order);
  const after = await db.report.findFirst({
    where: { AND: [base, afterWhere(query.sort_by, order, cur)] },
    orderBy,
    select: { id: true },
  });
  if (after) return after.id;
  // Past the end: wrap around to the first report of the list in this direction.
  const first = await db.report.findFirst({ where: base, orderBy, select: { id: true } });
  return first?.id ?? null;
}

const reverse = (order: Order): Order => (order === "asc" ? "desc" : "asc");

/** GET /api/admin/reports/{id}: the report, its preview, and previous/next in the list's ordering. */
export async function reportDetail(id: string, query: ReportDetailQuery) {
  const report = await db.report.findUnique({ where: { id }, include: adminReportInclude });
  if (!report) throw notFound(REPORT_NOT_FOUND);
  const [next, previous] = await Promise.all([
    neighbour(query, report, query.sort_order),
    neighbour(query, report, reverse(query.sort_order)),
  ]);
  return { report: serializeAdminReport(report), previous_id: previous, next_id: next };
}

const reportAuditView = (report: {
  privacySetting: PrivacySetting;
  disabled: boolean;
  featured: boolean;
}) => ({
  privacy_setting: report.privacySetting,
  disabled: report.disabled,
  featured: report.featured,
});

/**
 * PUT /api/admin/reports/{id}: privacy and disabled. A report that stops being public stops
 * being featured; the share token follows the privacy as when the owner shares.
 */
export async function updateReport(admin: Admin, id: string, input: ReportUpdateBody) {
  const updated = await db.$transaction(async (tx) => {
    const before = await tx.report.findUnique({ where: { id } });
    if (!before) throw notFound(REPORT_NOT_FOUND);
    const data: Prisma.ReportUpdateInput = {};
    if (input.disabled !== undefined) data.disabled = input.disabled;
    if (input.privacy_setting !== undefined && input.privacy_setting !== before.privacySetting) {
      data.privacySetting = input.privacy_setting;
      data.shareToken = input.privacy_setting === "unlisted" ? newShareToken() : null;
      if (input.privacy_setting !== "public") data.featured = false;
    }
    const after = await tx.report.update({ where: { id }, data, include: adminReportInclude });
    await recordAdminChange(tx, admin, {
      action: "report.update",
      targetType: "report",
      targetId: id,
      before: reportAuditView(before),
      after: reportAuditView(after),
    });
    return serializeAdminReport(after);
  });
  await expireShownReports([id]);
  return updated;
}

/** DELETE /api/admin/reports/{id}?delete_type=hard: the report and what only it used. */
export async function hardDeleteReport(admin: Admin, id: string) {
  await db.$transaction(async (tx) => {
    const report = await tx.report.findUnique({
      where: { id },
      include: { user: { select: { email: true } } },
    });
    if (!report) throw notFound(REPORT_NOT_FOUND);
    await recordAdminChange(tx, admin, {
      action: "report.delete",
      targetType: "report",
      targetId: id,
      before: { title: report.title, user_email: report.user?.email ?? null, ...reportAuditView(report) },
    });
    await deleteReports(tx, [id]);
  });
  await expireShownReports([id]);
  await removeDeletedObjects();
  return { message: REPORT_DELETED };
}

/** POST /api/admin/reports/{id}/feature: toggles featured; only a public report can be featured. */
export async function toggleFeatured(admin: Admin, id: string) {
  const toggled = await db.$transaction(async (tx) => {
    const report = await tx.report.findUnique({ where: { id } });
    if (!report) throw notFound(REPORT_NOT_FOUND);
    const featured = !report.featured;
    if (featured && report.privacySetting !== "public") throw badRequest(ONLY_PUBLIC_FEATURED);
    const after = await tx.report.update({ where: { id }, data: { featured } });
    await recordAdminChange(tx, admin, {
      action: featured ? "report.feature" : "report.unfeature",
      targetType: "report",
      targetId: id,
      before: reportAuditView(report),
      after: reportAuditView(after),
    });
    return { message: featured ? REPORT_FEATURED : REPORT_UNFEATURED, featured };
  });
  await expireShownReports([id]);
  return toggled;
}

/** GET /api/admin/reports/featured: what the homepage carousel shows. */
export const adminFeaturedReports = () => featuredReports();
