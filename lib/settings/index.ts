import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { SettingsSchema, type Settings } from "./schema";

export * from "./schema";

const SETTINGS_KEY = "app";
// Other app instances see a change within this time.
const CACHE_MS = 5_000;

let cache: { value: Settings; at: number } | undefined;

/** The current settings: stored values over the defaults, cached briefly. */
export async function getSettings(): Promise<Settings> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.value;
  const row = await db.setting.findUnique({ where: { key: SETTINGS_KEY } });
  const parsed = SettingsSchema.safeParse(row?.value ?? {});
  if (!parsed.success)
    logger.error({ issues: parsed.error.issues }, "stored settings are invalid; using defaults");
  const value = parsed.success ? parsed.data : SettingsSchema.parse({});
  cache = { value, at: Date.now() };
  return value;
}

/** Validates and stores a whole settings object (the console posts all fields). */
export async function saveSettings(input: unknown, tx?: Prisma.TransactionClient): Promise<Settings> {
  const value = SettingsSchema.parse(input);
  await (tx ?? db).setting.upsert({
    where: { key: SETTINGS_KEY },
    create: { key: SETTINGS_KEY, value },
    update: { value },
  });
  // Inside a caller's transaction the value is not committed yet: read it afresh next time.
  cache = tx ? undefined : { value, at: Date.now() };
  return value;
}

export function clearSettingsCache(): void {
  cache = undefined;
}
