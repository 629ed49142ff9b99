import { db } from "@/lib/db";
import type { Prisma, Role, User } from "@/lib/generated/prisma/client";
import { refuseCrossSiteCookieWrite } from "./same-origin";
import { ACCESS_TOKEN_MAX_AGE_SECONDS, encodeAccessToken, presentedAccessTokens } from "./tokens";

// A session is a row in `sessions`; the access token (a JWT) only names it. The
// token is accepted while its row exists, has not expired, belongs to the
// token's user and carries the role the user has now (lib/auth/current-user.ts).
// Per-session rows let logout end just the session presented, while
// sign-out-everywhere, a block and the first verified sign-in of an unverified
// account end all of the user's sessions at once.

type Tx = Prisma.TransactionClient;

/** Opens a session for `user` with `role` and answers its access token. */
export async function startSession(
  user: Pick<User, "id" | "email">,
  role: Role,
  tx: Tx = db,
): Promise<string> {
  const now = Date.now();
  const session = await tx.session.create({
    data: {
      userId: user.id,
      role,
      createdAt: new Date(now),
      expiresAt: new Date(now + ACCESS_TOKEN_MAX_AGE_SECONDS * 1000),
    },
  });
  return encodeAccessToken({ sub: user.id, email: user.email, sid: session.id });
}

/**
 * Ends the sessions of every valid token the request carries (cookie and bearer header). Ending
 * the cookie's session is a write the cookie authenticates: another site may not ask for it
 * (403 `cross_site`, nothing ends), as for every other such write (lib/auth/same-origin.ts).
 */
export async function endPresentedSessions(req: Request & { cookies?: unknown }): Promise<void> {
  const tokens = await presentedAccessTokens(req);
  for (const { source } of tokens) refuseCrossSiteCookieWrite(req, source);
  if (tokens.length === 0) return;
  await db.session.deleteMany({
    where: { OR: tokens.map(({ claims }) => ({ id: claims.sid, userId: claims.sub })) },
  });
}

/** Deletes sessions that have expired (they no longer sign anyone in); the retention sweep calls it. */
export async function deleteExpiredSessions(now: Date = new Date()): Promise<number> {
  return (await db.session.deleteMany({ where: { expiresAt: { lt: now } } })).count;
}

/** Ends every session of a user: sign out everywhere. Answers how many ended. */
export async function endAllSessions(userId: string, tx: Tx = db): Promise<number> {
  return (await tx.session.deleteMany({ where: { userId } })).count;
}

/**
 * Blocks or unblocks an account, ending every session in the same transaction: a token from
 * before the block stays dead after an unblock. The unblock ends sessions too: a sign-in that
 * read the account just before the block can still open one during it (lib/auth/sign-in.ts),
 * refused while the block lasts and not to be revived by its end. Always block through here.
 */
export async function setAccountBlocked(userId: string, blocked: boolean, tx?: Tx): Promise<void> {
  const apply = async (t: Tx) => {
    await t.user.update({ where: { id: userId }, data: { blocked } });
    await endAllSessions(userId, t);
  };
  // Inside a caller's transaction (the console records its audit row there too), or in its own.
  await (tx ? apply(tx) : db.$transaction(apply));
}
