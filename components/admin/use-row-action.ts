"use client";

import { useState } from "react";
import { notify } from "@/components/ui/toaster";
import { ApiError, detailOr } from "@/lib/api-client";

/**
 * A list's row actions, one at a time: `busy` while one runs, its failure told in a toast. An
 * answer with one of `staleStatuses` means the list changed elsewhere (another administrator),
 * so `onStale` reads it again. `act` answers whether the action succeeded.
 */
export function useRowAction({
  onStale,
  staleStatuses = [404, 409],
}: { onStale?: () => void; staleStatuses?: readonly number[] } = {}) {
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch (error) {
      notify.error(detailOr(error, fallback));
      if (onStale && error instanceof ApiError && staleStatuses.includes(error.status)) onStale();
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, act };
}
