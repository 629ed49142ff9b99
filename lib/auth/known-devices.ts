import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newSecretToken, secretTokenHash } from "./secret-token";

// A browser that has signed in to an account before carries a long-lived device
// cookie. The limits a stranger could use up for an address (code sends and
// tries across all clients) spare such a browser, so its owner can still sign in
// while someone floods the address ("device cookies", OWASP's answer to lockout).

export const DEVICE_COOKIE = "skinsight-device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type Tx = Prisma.TransactionClient;

/** The device token a request carries, if any (read from the Cookie header). */
export function deviceTokenOf(req: { headers: Headers }): string | undefined {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

/** True when `token` is a device that signed in to the account of `email` within a year. */
export async function isKnownDevice(email: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 128) return false;
  const device = await db.knownDevice.findUnique({
    where: { tokenHash: secretTokenHash(token) },
    select: { lastUsedAt: true, user: { select: { email: true } } },
  });
  return (
    device !== null &&
    device.user.email === email &&
    device.lastUsedAt.getTime() > Date.now() - DEVICE_COOKIE_MAX_AGE_SECONDS * 1000
  );
}

/**
 * Records a verified sign-in on this browser and answers the device token to set: the one
 * presented when it already belongs to this user, otherwise a new one.
 */
export async function rememberDevice(userId: string, presented: string | undefined, tx: Tx = db) {
  const now = new Date();
  if (presented && presented.length <= 128) {
    const kept = await tx.knownDevice.updateMany({
      where: { tokenHash: secretTokenHash(presented), userId },
      data: { lastUsedAt: now },
    });
    if (kept.count > 0) return presented;
  }
  const token = newSecretToken();
  await tx.knownDevice.create({ data: { tokenHash: secretTokenHash(token), userId, lastUsedAt: now } });
  return token;
}

/** Deletes devices unused for longer than the cookie lives (they no longer count); the retention sweep calls it. */
export async function deleteStaleDevices(now: Date = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_SECONDS * 1000);
  const { count } = await db.knownDevice.deleteMany({ where: { lastUsedAt: { lt: stale } } });
  return count;
}
