import { timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors/http-error";
import { keyedHash } from "@/lib/users/mailbox";
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from "./texts";

// The reminder e-mail's unsubscribe link works without signing in: its token is the person's id
// and a keyed hash of it for this one purpose, so nobody can make one for someone else, and a token
// made for another purpose never passes here. It does not expire: a reminder read a year later
// must still switch reminders off, and all it can do is that.

const PURPOSE = "spot-reminders-unsubscribe";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The token of a person's unsubscribe link. */
export function unsubscribeToken(userId: string): string {
  return `${userId}.${keyedHash(PURPOSE, userId)}`;
}

/** The person a token was made for, or null for a malformed or tampered one (compared in constant time). */
export function unsubscribeTokenUser(token: string): string | null {
  const [userId = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !UUID.test(userId) || !SIGNATURE.test(signature)) return null;
  const expected = Buffer.from(keyedHash(PURPOSE, userId), "hex");
  const given = Buffer.from(signature, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/**
 * POST /api/spots/reminders/unsubscribe: switches the person's spot reminders off. A bad token
 * and the token of a deleted account are the same 404, and change nothing.
 */
export async function unsubscribeFromReminders(token: string): Promise<{ success: true; message: string }> {
  const userId = unsubscribeTokenUser(token);
  if (!userId) throw notFound(UNSUBSCRIBE_LINK_INVALID);
  const { count } = await db.user.updateMany({ where: { id: userId }, data: { spotReminders: false } });
  if (count === 0) throw notFound(UNSUBSCRIBE_LINK_INVALID);
  return { success: true, message: UNSUBSCRIBED };
}
