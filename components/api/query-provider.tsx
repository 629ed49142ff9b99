"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { AUTH_CHANGE_EVENT } from "@/components/auth/login-dialog-events";
import { ApiError } from "@/lib/api-client";
import { USER_QUERY_ROOT } from "./queries";

/** A refusal (4xx) will not change on a retry; a network error or 5xx may. */
function retryOnlyTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The client-side cache of reads shared by several components (the profile,
 * the environment flags). After a sign-in or sign-out, every read that belongs
 * to a user is dropped and read again, so no screen shows the previous user's data.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryOnlyTransient },
          mutations: { retry: false },
        },
      }),
  );

  useEffect(() => {
    const onAuthChange = () => void client.resetQueries({ queryKey: USER_QUERY_ROOT });
    window.addEventListener(AUTH_CHANGE_EVENT, onAuthChange);
    return () => window.removeEventListener(AUTH_CHANGE_EVENT, onAuthChange);
  }, [client]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
