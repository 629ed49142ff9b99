"use client";

import { notify } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { announceAuthChange } from "./login-dialog-events";

// What the browser keeps of a sign-in: the user id only, to tell the page's
// parts that the user changed. The session itself is the httpOnly cookie that
// the sign-in answer set (DESIGN.md, "The browser's session"): scripts never see it.

export const USER_ID_KEY = "user_id";
export const SIGN_OUT_FAILED = "Failed to sign out. Please try again.";

export function storedUserId(): string | null {
  try {
    return window.localStorage.getItem(USER_ID_KEY);
  } catch {
    return null;
  }
}

function writeUserId(userId: string | null) {
  try {
    if (userId === null) window.localStorage.removeItem(USER_ID_KEY);
    else window.localStorage.setItem(USER_ID_KEY, userId);
  } catch {
    // Storage disabled (private mode): the cookie still signs the page in.
  }
}

/** After the sign-in answer set the cookie: remember who, and let every part of the page update. */
export function completeSignIn(userId: string) {
  writeUserId(userId);
  announceAuthChange();
}

/** Forgets the user here when the server says nobody is signed in (expired cookie, another tab). */
export function forgetStaleSignIn() {
  if (storedUserId() !== null) writeUserId(null);
}

/** Clears the cookie (POST /api/auth/logout) and what the browser kept, then tells the page. */
export async function signOut(): Promise<void> {
  try {
    await api.logout();
  } catch {
    notify.error(SIGN_OUT_FAILED);
  } finally {
    writeUserId(null);
    announceAuthChange();
  }
}
