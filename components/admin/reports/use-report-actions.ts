"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/toaster";
import type { ReportUpdateBody } from "@/lib/admin/schemas";
import { detailOr } from "@/lib/api-client";
import { reportsApi, reportsQueryRoot, type AdminReport } from "./api";
import {
  FEATURE_FAILED,
  REPORT_DELETE_FAILED,
  REPORT_DELETED,
  REPORT_DISABLED,
  REPORT_ENABLED,
  REPORT_UPDATE_FAILED,
  REPORT_UPDATED,
} from "./texts";

/**
 * What an administrator does to one report, each with its notices; every change refreshes the
 * Reports and Featured tabs. The promises never reject: failures are notices.
 */
export function useReportActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reportsQueryRoot });

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReportUpdateBody }) => reportsApi.update(id, body),
    onSuccess: refresh,
  });
  const feature = useMutation({
    mutationFn: (id: string) => reportsApi.toggleFeatured(id),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => reportsApi.hardDelete(id) });

  return {
    busy: update.isPending || feature.isPending || remove.isPending,

    /** Saves the edit form; answers whether it was saved, and the server's detail when not. */
    save: async (id: string, body: ReportUpdateBody): Promise<string | null> => {
      try {
        await update.mutateAsync({ id, body });
        notify.success(REPORT_UPDATED);
        return null;
      } catch (error) {
        return detailOr(error, REPORT_UPDATE_FAILED);
      }
    },

    setDisabled: async (report: AdminReport, disabled: boolean) => {
      try {
        await update.mutateAsync({ id: report.id, body: { disabled } });
        notify.success(disabled ? REPORT_DISABLED : REPORT_ENABLED);
      } catch (error) {
        notify.error(detailOr(error, REPORT_UPDATE_FAILED));
      }
    },

    /** Feature or unfeature; a refusal shows the server's detail (spec section 8). */
    toggleFeatured: async (id: string) => {
      try {
        const { message } = await feature.mutateAsync(id);
        notify.success(message);
      } catch (error) {
        notify.error(detailOr(error, FEATURE_FAILED));
      }
    },

    /** The hard delete, after the typed confirmation; `onDeleted` closes what showed the report. */
    hardDelete: async (id: string, onDeleted: () => void) => {
      try {
        const { message } = await remove.mutateAsync(id);
        notify.success(message || REPORT_DELETED);
        onDeleted();
        // The deleted report's own reads must not be fetched again: drop them, refresh the rest.
        queryClient.removeQueries({ queryKey: [...reportsQueryRoot, "detail", id] });
        await refresh();
      } catch (error) {
        notify.error(detailOr(error, REPORT_DELETE_FAILED));
      }
    },
  };
}
