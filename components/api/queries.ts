"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

// Reads that several components share. Keys under USER_QUERY_ROOT belong to
// the signed-in user and are reset on every sign-in and sign-out.

export const USER_QUERY_ROOT = ["user"] as const;

export const queryKeys = {
  environment: ["environment"] as const,
  profile: [...USER_QUERY_ROOT, "profile"] as const,
  // Under the profile's key: whatever refreshes the balance refreshes what it allows.
  entitlements: [...USER_QUERY_ROOT, "profile", "entitlements"] as const,
  referral: [...USER_QUERY_ROOT, "referral"] as const,
  invite: (code: string) => ["invite", code] as const,
  spots: [...USER_QUERY_ROOT, "spots"] as const,
  // Under the list's key: invalidating the list refreshes every spot read with it.
  spot: (id: string) => [...USER_QUERY_ROOT, "spots", id] as const,
};

/** GET /api/environment: decides, for instance, whether the testing hint is shown. */
export function useEnvironment() {
  return useQuery({ queryKey: queryKeys.environment, queryFn: api.environment, staleTime: Infinity });
}

/** GET /api/user/profile of the signed-in user; pass enabled: false while signed out. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.profile, queryFn: api.profile, enabled });
}

/**
 * GET /api/user/entitlements: what the viewer may do now (a visitor's answer when signed out), as
 * the server decides it. Pages read limits, privacy choices and offers from here, never their own.
 */
export function useEntitlements() {
  return useQuery({ queryKey: queryKeys.entitlements, queryFn: api.entitlements });
}

/** GET /api/spots: the signed-in user's spots, the most recently checked first. */
export function useSpots({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.spots, queryFn: api.spots, enabled });
}

/** GET /api/spots/{id}: a spot and its checks, oldest first. */
export function useSpot(id: string | null) {
  return useQuery({ queryKey: queryKeys.spot(id ?? ""), queryFn: () => api.spot(id!), enabled: id !== null });
}
