import { z } from "zod";
import { plainText } from "@/lib/validation/text";

// Every input of the console's endpoints (/api/admin/*), one schema per call.

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(200).default(50);
const search = plainText().trim().max(200).optional();
const sortOrder = z.enum(["asc", "desc"]).default("desc");

export const IdParams = z.object({ id: z.uuid() });

// ─── audit ───
export const AuditQuery = z.object({
  admin: plainText().trim().max(320).optional(),
  target_type: plainText().trim().max(50).optional(),
  target_id: plainText().trim().max(100).optional(),
  page,
  page_size: pageSize,
});
export type AuditQuery = z.output<typeof AuditQuery>;

// ─── users ───
export const USER_FILTERS = ["all", "active", "blocked", "paying", "free", "subscribers"] as const;
export const USER_SORTS = ["created_at", "email", "credits", "report_count"] as const;

export const UserListQuery = z.object({
  search,
  filter_type: z.enum(USER_FILTERS).default("all"),
  sort_by: z.enum(USER_SORTS).default("created_at"),
  sort_order: sortOrder,
  page,
  page_size: pageSize,
});
export type UserListQuery = z.output<typeof UserListQuery>;

export const UserUpdateBody = z
  .object({
    credits: z.number().int().min(0).max(1_000_000).optional(),
    subscription_status: z.enum(["none", "active", "canceled", "expired"]).optional(),
    blocked: z.boolean().optional(),
  })
  .strict();
export type UserUpdateBody = z.output<typeof UserUpdateBody>;

export const HardDeleteQuery = z.object({ delete_type: z.literal("hard") });

// ─── reports ───
export const REPORT_FILTERS = ["all", "full", "summary", "public", "private", "disabled", "active"] as const;
export const REPORT_SORTS = ["created_at", "user_email", "report_type", "privacy_setting"] as const;

export const ReportListQuery = z.object({
  search,
  filter_type: z.enum(REPORT_FILTERS).default("all"),
  sort_by: z.enum(REPORT_SORTS).default("created_at"),
  sort_order: sortOrder,
  page,
  page_size: pageSize,
});
export type ReportListQuery = z.output<typeof ReportListQuery>;

/** The detail view navigates within the list's current search, filter and ordering. */
export const ReportDetailQuery = ReportListQuery.omit({ page: true, page_size: true });
export type ReportDetailQuery = z.output<typeof ReportDetailQuery>;

export const ReportUpdateBody = z
  .object({
    privacy_setting: z.enum(["public", "private", "unlisted"]).optional(),
    disabled: z.boolean().optional(),
  })
  .strict();
export type ReportUpdateBody = z.output<typeof ReportUpdateBody>;
