import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { forbidden, unauthorized } from "@/lib/http/errors";
import { readAccessToken } from "./tokens";

export const BLOCKED_DETAIL = "Your account has been blocked. Please contact support.";

/**
 * The signed-in user of a request, or null when it carries no token.
 * A tampered or expired token is 401; a blocked account is 403, also with a
 * token issued before the block, because the user row is read every time.
 */
export async function currentUser(req: { headers: Headers; cookies?: unknown }): Promise<User | null> {
  const reading = await readAccessToken(req);
  if (reading.status === "absent") return null;
  if (reading.status === "invalid") throw unauthorized("Invalid or expired token");
  const user = await db.user.findUnique({ where: { id: reading.claims.sub } });
  if (!user) throw unauthorized("Invalid or expired token");
  if (user.blocked) throw forbidden(BLOCKED_DETAIL);
  return user;
}

export async function requireUser(req: { headers: Headers; cookies?: unknown }): Promise<User> {
  const user = await currentUser(req);
  if (!user) throw unauthorized();
  return user;
}

export function isAdmin(user: Pick<User, "role"> | null): boolean {
  return user?.role === "admin";
}

export async function requireAdmin(req: { headers: Headers; cookies?: unknown }): Promise<User> {
  const user = await requireUser(req);
  if (!isAdmin(user)) throw forbidden("Admin access required");
  return user;
}
