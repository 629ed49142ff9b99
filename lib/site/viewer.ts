import { cookies, headers } from "next/headers";
import { cache } from "react";
import { currentUser } from "@/lib/auth/current-user";
import type { User } from "@/lib/generated/prisma/client";

/**
 * The signed-in user of a page request, from the session cookie; null when
 * signed out, and also for an expired or tampered session or a blocked
 * account (pages then show what a visitor sees). Read once per request.
 */
export const pageViewer = cache(async (): Promise<User | null> =>
  currentUser({ headers: await headers(), cookies: await cookies() }).catch(() => null),
);
