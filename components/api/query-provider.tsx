"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AUTH_CHANGE_EVENT } from "@/components/auth/login-dialog-events";
import { ApiError } from "@/lib/api-client";
import { USER_QUERY_ROOT } from "./queries";

/** A refusal (4xx) will not change on a retry; a network error or 5xx may. */
function retryOnlyTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

let browserClient: QueryClient | undefined;

/**
 * One cache per browser tab, shared by every QueryProvider on the page (a
 * route's screens and the login dialog), so a read made by one is not made
 * again by another. After a sign-in or sign-out every read that belongs to a
 * user is dropped and read again, so no screen shows the previous user's data.
 */
function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryOnlyTransient },
      mutations: { retry: false },
    },
  });
}

function queryClient(): QueryClient {
  // On the server each render gets its own client: nothing is shared between requests.
  if (typeof window === "undefined") return newQueryClient();
  if (!browserClient) {
    const client = newQueryClient();
    window.addEventListener(AUTH_CHANGE_EVENT, () => void client.resetQueries({ queryKey: USER_QUERY_ROOT }));
    browserClient = client;
  }
  return browserClient;
}

/**
 * The client-side cache of reads shared by several components (the profile,
 * the environment flags). Mounted by the routes that read through it (see
 * their layout.tsx) rather than by the root layout, so pages that never read
 * do not load it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
