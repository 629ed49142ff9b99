"use client";

import { announceAuthChange } from "./login-dialog-events";

// What the browser keeps of a sign-in: the user id only, to tell the page's
// parts that the user changed. The session itself is the httpOnly cookie that
// the sign-in answer set (DESIGN.md, "The browser's session"): scripts never see it.
// Apart from components/auth/session.ts (sign-out), so the header's parts load no API client.

export const USER_ID_KEY = "user_id";

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

/** Forgets the user kept here: signed out here or elsewhere, or the cookie expired. */
export function forgetStaleSignIn() {
  if (storedUserId() !== null) writeUserId(null);
}
