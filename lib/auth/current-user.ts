import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { forbidden, unauthorized } from "@/lib/http/errors";
import { roleFor } from "./roles";
import { readAccessToken } from "./tokens";

export const BLOCKED_DETAIL = "Your account has been blocked. Please contact support.";
export const INVALID_TOKEN = "Invalid or expired token";

/**
 * The signed-in user of a request, or null when it carries no token.
 * A tampered or expired token, or one whose session has ended, is 401; a blocked account is
 * 403. The session and the user row are read every time, so logout, sign-out-everywhere, a
 * block and a change of role take effect on the next request. `role` is the role now
 * (ADMIN_EMAILS), not the one stored at sign-in.
 */
export async function currentUser(req: { headers: Headers; cookies?: unknown }): Promise<User | null> {
  const reading = await readAccessToken(req);
  if (reading.status === "absent") return null;
  if (reading.status === "invalid") throw unauthorized(INVALID_TOKEN);
  const { sid, sub } = reading.claims;
  const session = await db.session.findUnique({ where: { id: sid }, include: { user: true } });
  if (!session || session.userId !== sub || session.expiresAt <= new Date()) {
    throw unauthorized(INVALID_TOKEN);
  }
  const { user } = session;
  if (user.blocked) throw forbidden(BLOCKED_DETAIL, "account_blocked");
  const role = roleFor(user);
  if (role !== session.role) {
    // Promoted or demoted since the sign-in: the session ends, the next sign-in gets the new role.
    await db.session.deleteMany({ where: { id: session.id } });
    throw unauthorized(INVALID_TOKEN);
  }
  return { ...user, role };
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
  if (!isAdmin(user)) throw forbidden("Admin access required", "admin_required");
  return user;
}
