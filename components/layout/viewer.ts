"use client";

import { useSyncExternalStore } from "react";
import { AUTH_CHANGE_EVENT } from "@/components/auth/login-dialog-events";
import type { Viewer } from "@/lib/site/navigation";

// Who is looking, as the server says (GET /api/auth/viewer). The pages everyone shares are the
// same cached HTML for all viewers and render as for a visitor; this asks once per page load, and
// again after every sign-in or sign-out, and the header and the pages' own parts follow.

let current: Viewer | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const VISITOR: Viewer = { signed_in: false, is_admin: false, subscribed: false };

/** GET /api/auth/viewer; plain fetch, so every page's header carries no more of the API client than this. */
async function askServer(): Promise<Viewer> {
  const answer = await fetch("/api/auth/viewer", { credentials: "same-origin", cache: "no-store" });
  if (!answer.ok) return VISITOR;
  return (await answer.json()) as Viewer;
}

function load(): Promise<void> {
  loading ??= askServer()
    .catch(() => VISITOR)
    .then((viewer) => {
      current = viewer;
      loading = null;
      for (const listener of listeners) listener();
    });
  return loading;
}

if (typeof window !== "undefined") window.addEventListener(AUTH_CHANGE_EVENT, () => void load());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (current === null) void load();
  return () => listeners.delete(listener);
}

/** The viewer as the server says, waiting for its answer when it has not come yet. */
export async function viewerNow(): Promise<Viewer> {
  if (current === null) await load();
  return current ?? VISITOR;
}

/** The viewer; `known` is false (and the answer a visitor's) until the server has answered. */
export function useViewer(): Viewer & { known: boolean } {
  const viewer = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return viewer ? { ...viewer, known: true } : { ...VISITOR, known: false };
}
