import { currentUser, isAdmin } from "@/lib/auth/current-user";
import { HttpError } from "@/lib/http/errors";
import { logger } from "@/lib/log";
import { hasListedReports } from "@/lib/reports/queries";

type RequestLike = Parameters<typeof currentUser>[0];

/** What the header and footer show to this viewer, decided on the server. */
export type NavigationState = {
  signedIn: boolean;
  /** From the user row's role, never from an e-mail compared in the browser. */
  isAdmin: boolean;
  /** Community (/gallery) only when at least one public report is listed. */
  showCommunity: boolean;
};

export const SIGNED_OUT_NAVIGATION: NavigationState = {
  signedIn: false,
  isAdmin: false,
  showCommunity: true,
};

/**
 * The header's state for one request. A missing, expired or tampered session
 * and a blocked account all read as signed out. When the public-reports check
 * itself fails, Community is assumed present (spec section 4: "on other errors
 * assumed present"); the 404 page hides it on its own.
 */
export async function navigationState(req: RequestLike): Promise<NavigationState> {
  const [viewer, showCommunity] = await Promise.all([
    currentUser(req).catch((error: unknown) => {
      if (!(error instanceof HttpError))
        logger.warn({ err: error }, "reading the viewer failed; header shows signed out");
      return null;
    }),
    communityListed(),
  ]);
  return { signedIn: viewer !== null, isAdmin: isAdmin(viewer), showCommunity };
}

/**
 * The header's state for someone who is not signed in: the same for every such visitor.
 * `fallbacks.used` is set when the public-reports check failed and Community is assumed.
 */
export async function visitorNavigationState(fallbacks?: { used: boolean }): Promise<NavigationState> {
  return { ...SIGNED_OUT_NAVIGATION, showCommunity: await communityListed(fallbacks) };
}

function communityListed(fallbacks?: { used: boolean }): Promise<boolean> {
  return hasListedReports().catch((error: unknown) => {
    logger.warn({ err: error }, "public-reports check failed; showing the Community link");
    if (fallbacks) fallbacks.used = true;
    return true;
  });
}
