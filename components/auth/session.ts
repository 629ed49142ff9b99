"use client";

import { notify } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { announceAuthChange } from "./login-dialog-events";
import { forgetStaleSignIn } from "./stored-user";

/**
 * Clears the cookie (POST /api/auth/logout) and what the browser kept, then tells the page.
 * `failedMessage` (`auth.signOutFailed`, which the calling component translates) is shown when the
 * logout call fails; the browser forgets the sign-in either way.
 */
export async function signOut(failedMessage: string): Promise<void> {
  try {
    await api.logout();
  } catch {
    notify.error(failedMessage);
  } finally {
    forgetStaleSignIn();
    announceAuthChange();
  }
}
