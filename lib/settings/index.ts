import { expireTags, SETTINGS } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { SettingsSchema, type Settings } from "./schema";

export * from "./schema";

const SETTINGS_KEY = "app";

/**
 * The current settings: stored values over the defaults, one read by primary key. Decisions
 * (prices charged, limits) read them afresh; pages show them through lib/cache/shared-reads.ts.
 */
export async function getSettings(): Promise<Settings> {
  const row = await db.setting.findUnique({ where: { key: SETTINGS_KEY } });
  const parsed = SettingsSchema.safeParse(row?.value ?? {});
  if (!parsed.success)
    logger.error({ issues: parsed.error.issues }, "stored settings are invalid; using defaults");
  return parsed.success ? parsed.data : SettingsSchema.parse({});
}

/**
 * Validates and stores a whole settings object (the console posts all fields). Inside a caller's
 * transaction, the caller expires the pages' copy (SETTINGS) once it has committed.
 */
export async function saveSettings(input: unknown, tx?: Prisma.TransactionClient): Promise<Settings> {
  const value = SettingsSchema.parse(input);
  await (tx ?? db).setting.upsert({
    where: { key: SETTINGS_KEY },
    create: { key: SETTINGS_KEY, value },
    update: { value },
  });
  if (!tx) await expireTags(SETTINGS);
  return value;
}
