import { createHash, randomBytes } from "node:crypto";
import { decryptSecret, encryptSecret } from "@/lib/config/integration-secrets";
import { db } from "@/lib/db";
import type { ApiKey, Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors/http-error";
import { recordAdminChange, type Admin } from "./audit";
import {
  API_KEY_CREATED,
  API_KEY_DELETED,
  API_KEY_NOT_FOUND,
  API_KEY_UPDATED,
  apiKeyToggled,
} from "./tab-messages";
import type { ApiKeyCreateBody, ApiKeyUpdateBody } from "./schemas";

// The API keys tab. A key is a long random secret with a recognisable prefix; it is looked up
// by its SHA-256, kept AES-GCM encrypted only so the console can reveal it (for 30 seconds in
// the page), and never logged or listed: a list answer carries the full key only for the one
// key asked for with show_full_key, and that reveal is recorded in the audit trail.

export const API_KEY_PREFIX = "sk_skin_";

/** 32 random bytes: 256 bits, beyond guessing. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");
export const apiKeyPreview = (key: string) => `${API_KEY_PREFIX}...${key.slice(-4)}`;

/** The spec's API key; `key` is filled only when this key is revealed. */
export function serializeApiKey(row: ApiKey, revealed: string | null = null) {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions,
    active: row.active,
    usage_count: row.usageCount,
    key_preview: row.keyPreview,
    key: revealed,
    show_full: revealed !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const auditView = (row: ApiKey) => ({
  name: row.name,
  permissions: row.permissions,
  active: row.active,
  key_preview: row.keyPreview,
});

async function findKey(tx: Prisma.TransactionClient, id: string): Promise<ApiKey> {
  const row = await tx.apiKey.findUnique({ where: { id } });
  if (!row) throw notFound(API_KEY_NOT_FOUND);
  return row;
}

/** GET /api/admin/api-keys?show_full_key={id}: newest first; the one asked for is revealed. */
export async function listApiKeys(admin: Admin, showFullKey?: string) {
  const rows = await db.apiKey.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  let revealed: string | null = null;
  const shown = showFullKey ? rows.find((row) => row.id === showFullKey) : undefined;
  if (showFullKey && !shown) throw notFound(API_KEY_NOT_FOUND);
  if (shown) {
    revealed = decryptSecret(shown.keyEncrypted);
    await db.$transaction((tx) =>
      recordAdminChange(tx, admin, {
        action: "api_key.reveal",
        targetType: "api_key",
        targetId: shown.id,
        after: { key_preview: shown.keyPreview },
      }),
    );
  }
  return { api_keys: rows.map((row) => serializeApiKey(row, row.id === shown?.id ? revealed : null)) };
}

/** POST /api/admin/api-keys {name, permissions}: the key itself is shown only by a reveal. */
export async function createApiKey(admin: Admin, input: ApiKeyCreateBody) {
  const key = newApiKey();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: {
        name: input.name,
        permissions: input.permissions,
        keyHash: hashApiKey(key),
        keyEncrypted: encryptSecret(key),
        keyPreview: apiKeyPreview(key),
      },
    });
    await recordAdminChange(tx, admin, {
      action: "api_key.create",
      targetType: "api_key",
      targetId: created.id,
      after: auditView(created),
    });
    return created;
  });
  return { message: API_KEY_CREATED, key_id: row.id, api_key: serializeApiKey(row) };
}

async function changeKey(admin: Admin, id: string, action: string, data: Prisma.ApiKeyUpdateInput) {
  return db.$transaction(async (tx) => {
    const before = await findKey(tx, id);
    const after = await tx.apiKey.update({ where: { id }, data });
    await recordAdminChange(tx, admin, {
      action,
      targetType: "api_key",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** PUT /api/admin/api-keys/{id} {name?, permissions?, active?}. */
export async function updateApiKey(admin: Admin, id: string, input: ApiKeyUpdateBody) {
  const row = await changeKey(admin, id, "api_key.update", {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.permissions !== undefined ? { permissions: input.permissions } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  });
  return { message: API_KEY_UPDATED, api_key: serializeApiKey(row) };
}

/** PUT /api/admin/api-keys/{id}/toggle. */
export async function toggleApiKey(admin: Admin, id: string) {
  const current = await findKey(db, id);
  const row = await changeKey(admin, id, current.active ? "api_key.disable" : "api_key.enable", {
    active: !current.active,
  });
  return { message: apiKeyToggled(row.active), active: row.active };
}

/** DELETE /api/admin/api-keys/{id}: reports it made stay, without the link. */
export async function deleteApiKey(admin: Admin, id: string) {
  await db.$transaction(async (tx) => {
    const before = await findKey(tx, id);
    await recordAdminChange(tx, admin, {
      action: "api_key.delete",
      targetType: "api_key",
      targetId: id,
      before: auditView(before),
    });
    await tx.apiKey.delete({ where: { id } });
  });
  return { message: API_KEY_DELETED };
}
