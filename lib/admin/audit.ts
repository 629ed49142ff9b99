import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import type { AuditQuery } from "./schemas";

// The console's audit trail: every change an administrator makes is written here in the
// transaction of the change itself, so a change without its row (or a row without its
// change) cannot exist. Secrets are passed in as previews only; callers never hand over a key.

export type Admin = Pick<User, "id" | "email">;

export type AdminChange = {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Plain JSON (dates as ISO strings, decimals as strings) for the before/after columns. */
function asJson(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

/** Records one console change; call it with the transaction that makes the change. */
export async function recordAdminChange(
  tx: Prisma.TransactionClient,
  admin: Admin,
  change: AdminChange,
): Promise<void> {
  await tx.adminAuditLog.create({
    data: {
      adminId: admin.id,
      adminEmail: admin.email,
      action: change.action,
      targetType: change.targetType,
      targetId: change.targetId ?? null,
      before: asJson(change.before),
      after: asJson(change.after),
    },
  });
}

type AuditRow = Awaited<ReturnType<typeof db.adminAuditLog.findMany>>[number];

export function serializeAuditEntry(row: AuditRow) {
  return {
    id: row.id,
    admin_id: row.adminId,
    admin_email: row.adminEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

/** The trail, newest first, filtered by administrator (id or e-mail) and by target. */
export async function listAuditEntries(query: AuditQuery) {
  const where: Prisma.AdminAuditLogWhereInput = {};
  if (query.admin) {
    where.OR = isUuid(query.admin) ? [{ adminId: query.admin }] : [{ adminEmail: query.admin.toLowerCase() }];
  }
  if (query.target_type) where.targetType = query.target_type;
  if (query.target_id) where.targetId = query.target_id;
  const [rows, total] = await Promise.all([
    db.adminAuditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.adminAuditLog.count({ where }),
  ]);
  return {
    entries: rows.map(serializeAuditEntry),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
