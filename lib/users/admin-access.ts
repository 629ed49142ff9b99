import { currentUser, isAdmin } from "@/lib/auth/current-user";
import type { User } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/errors/http-error";

type RequestLike = Parameters<typeof currentUser>[0];

/**
 * The administrator making the request, or null for anyone else: signed out,
 * an ordinary user, a blocked account, an expired or tampered token.
 */
export async function signedInAdministrator(req: RequestLike): Promise<User | null> {
  try {
    const user = await currentUser(req);
    return user && isAdmin(user) ? user : null;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
