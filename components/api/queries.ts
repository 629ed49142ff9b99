"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

// Reads that several components share. Keys under USER_QUERY_ROOT belong to
// the signed-in user and are reset on every sign-in and sign-out.

export const USER_QUERY_ROOT = ["user"] as const;

export const queryKeys = {
  environment: ["environment"] as const,
  profile: [...USER_QUERY_ROOT, "profile"] as const,
  referral: [...USER_QUERY_ROOT, "referral"] as const,
  invite: (code: string) => ["invite", code] as const,
};

/** GET /api/environment: decides, for instance, whether the testing hint is shown. */
export function useEnvironment() {
  return useQuery({ queryKey: queryKeys.environment, queryFn: api.environment, staleTime: Infinity });
}

/** GET /api/user/profile of the signed-in user; pass enabled: false while signed out. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.profile, queryFn: api.profile, enabled });
}
