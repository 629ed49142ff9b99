import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { forbidden, unauthorized } from "@/lib/errors/http-error";
import { roleFor } from "./roles";
import { readAccessToken, type TokenSource } from "./tokens";

export const BLOCKED_DETAIL = "Your account has been blocked. Please contact support.";
export const INVALID_TOKEN = "Invalid or expired token";

type RequestLike = { headers: Headers; cookies?: unknown };

/** A signed-in request: the user, and the credential that signed it in (lib/auth/tokens.ts). */
export type Caller = { user: User; source: TokenSource };

/**
 * The signed-in caller of a request, or null when it carries no token.
 * A tampered or expired token, or one whose session has ended, is 401; a blocked account is
 * 403. The session and the user row are read every time, so logout, sign-out-everywhere, a
 * block and a change of role take effect on the next request. `role` is the role now
 * (ADMIN_EMAILS), not the one stored at sign-in.
 */
export async function currentCaller(req: RequestLike): Promise<Caller | null> {
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
  return { user: { ...user, role }, source: reading.source };
}

/** The signed-in user of a request, or null when it carries no token; refusals as currentCaller's. */
export async function currentUser(req: RequestLike): Promise<User | null> {
  return (await currentCaller(req))?.user ?? null;
}

/** The caller, who must be signed in (401 otherwise). */
export async function requireCaller(req: RequestLike): Promise<Caller> {
  const caller = await currentCaller(req);
  if (!caller) throw unauthorized();
  return caller;
}

export function isAdmin(user: Pick<User, "role"> | null): boolean {
  return user?.role === "admin";
}

/** The caller, who must be an administrator (401 signed out, 403 anyone else). */
export async function requireAdminCaller(req: RequestLike): Promise<Caller> {
  const caller = await requireCaller(req);
  if (!isAdmin(caller.user)) throw forbidden("Admin access required", "admin_required");
  return caller;
}
