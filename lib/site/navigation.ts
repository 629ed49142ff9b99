import { currentUser, isAdmin } from "@/lib/auth/current-user";
import { hasActiveSubscription } from "@/lib/billing/entitlements";
import { shownOrFallback } from "@/lib/cache/fallback";
import { sharedAnyListed } from "@/lib/cache/shared-reads";
import { HttpError } from "@/lib/errors/http-error";
import { logger } from "@/lib/log";

type RequestLike = Parameters<typeof currentUser>[0];

/** What the header, the footer and a shared page's own parts show to this viewer, decided on the server. */
export type Viewer = {
  signed_in: boolean;
  /** From the user row's role, never from an e-mail compared in the browser. */
  is_admin: boolean;
  subscribed: boolean;
};

export const VISITOR: Viewer = { signed_in: false, is_admin: false, subscribed: false };

/**
 * GET /api/auth/viewer: this request's viewer. A missing, expired or tampered session and a
 * blocked account all read as signed out; no session costs no query, a session one indexed read.
 */
export async function viewerOf(req: RequestLike): Promise<Viewer> {
  const user = await currentUser(req).catch((error: unknown) => {
    if (!(error instanceof HttpError))
      logger.warn({ err: error }, "reading the viewer failed; the header shows signed out");
    return null;
  });
  if (!user) return VISITOR;
  return { signed_in: true, is_admin: isAdmin(user), subscribed: hasActiveSubscription(user) };
}

/**
 * Whether the header shows Community: only while at least one public report is listed, the same
 * for every viewer. When the check itself fails, Community is assumed present (spec section 4:
 * "on other errors assumed present"); the 404 page hides it on its own.
 */
export function communityListed(): Promise<boolean> {
  return shownOrFallback(sharedAnyListed(), true, "the public-reports check");
}
