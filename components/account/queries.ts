"use client";

import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/components/api/queries";
import { accountApi } from "./api";

// Under the profile's key: whatever refreshes the balance refreshes the list too.
export const ownReportsKey = [...queryKeys.profile, "reports"] as const;

/** GET /api/user/reports: the signed-in user's reports, newest first; shared by the list and the offer. */
export function useOwnReports() {
  return useQuery({ queryKey: ownReportsKey, queryFn: accountApi.reports });
}
