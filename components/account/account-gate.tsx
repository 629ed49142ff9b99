"use client";

import { useSearchParams } from "next/navigation";
import { useViewer } from "@/components/layout/viewer";
import { Skeleton } from "@/components/ui/skeleton";
import { AccountDashboard } from "./account-dashboard";

/** What /account shows until the server has named the viewer. */
export function AccountLoading() {
  return <Skeleton className="mx-auto h-64 w-full max-w-md" data-testid="account-loading" />;
}

/**
 * /account for whoever is looking (components/layout/viewer.ts): the dashboard when signed in,
 * else the sign-in the server rendered. The page around it is the same for everyone and kept whole.
 */
export function AccountGate({ signedOut }: { signedOut: React.ReactNode }) {
  const viewer = useViewer();
  const message = useSearchParams().get("message") ?? undefined;
  if (!viewer.known)
    return <Skeleton className="mx-auto h-64 w-full max-w-md" data-testid="account-loading" />;
  return viewer.signed_in ? <AccountDashboard message={message} /> : signedOut;
}
