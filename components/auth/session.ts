"use client";

import { notify } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { announceAuthChange } from "./login-dialog-events";
import { forgetStaleSignIn } from "./stored-user";

export const SIGN_OUT_FAILED = "Failed to sign out. Please try again.";

/** Clears the cookie (POST /api/auth/logout) and what the browser kept, then tells the page. */
export async function signOut(): Promise<void> {
  try {
    await api.logout();
  } catch {
    notify.error(SIGN_OUT_FAILED);
  } finally {
    forgetStaleSignIn();
    announceAuthChange();
  }
}
