"use client";

import { useQuery } from "@tanstack/react-query";
import { CrownIcon, HistoryIcon, XIcon } from "lucide-react";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { notify } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { followupCandidates, referencedReport, type ReferencedReport } from "@/lib/upload/requests";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";
import { SHORT_DATE_FORMAT } from "@/lib/reports/dates";

export type FollowupState = {
  active: boolean;
  report: ReferencedReport | null;
  loading: boolean;
  candidates: { id: string; title: string; created_at: string }[];
  remove: () => void;
  switchTo: (id: string) => void;
};

class NotOwner extends Error {}

/**
 * Follow-up mode from ?followup={id}: only for a signed-in owner (pass null
 * otherwise). A report that cannot be used shows the spec's message and the
 * page returns to a plain upload.
 */
export function useFollowup(followupId: string | null): FollowupState {
  const t = useTranslations("upload");
  const router = useRouter();
  const report = useQuery({
    queryKey: ["user", "followup-report", followupId],
    enabled: followupId !== null,
    retry: false,
    queryFn: async () => {
      const found = await referencedReport(followupId!);
      if (!found.is_owner) throw new NotOwner();
      return found;
    },
  });
  const candidates = useQuery({
    queryKey: ["user", "followup-candidates"],
    enabled: followupId !== null,
    queryFn: followupCandidates,
  });

  const failed = report.error;
  useEffect(() => {
    if (!failed) return;
    const refused =
      failed instanceof NotOwner ||
      (failed instanceof ApiError && (failed.status === 403 || failed.status === 404));
    notify.error(refused ? t("followup.forbidden") : t("followup.loadFailed"));
    router.replace("/upload");
  }, [failed, router, t]);

  return {
    active: followupId !== null && !failed,
    report: report.data ?? null,
    loading: report.isPending && followupId !== null,
    candidates: candidates.data ?? [],
    remove: () => router.replace("/upload"),
    switchTo: (id: string) => router.replace(`/upload?followup=${encodeURIComponent(id)}`),
  };
}

/** The report this follow-up compares with: removable, switchable to another eligible report. */
export function FollowupPanel({ state }: { state: FollowupState }) {
  const t = useTranslations("upload");
  const format = useRegionalFormatter();
  /** A report's date in the page's language, after its title. */
  const formatDate = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? "" : format.dateTime(date, SHORT_DATE_FORMAT);
  };
  const others = state.candidates.filter((candidate) => candidate.id !== state.report?.id);
  return (
    <section
      aria-labelledby="followup-heading"
      className="grid gap-3 rounded-xl border border-primary bg-primary-soft p-4"
      data-testid="followup-panel"
    >
      <div className="flex items-start gap-3">
        <HistoryIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 id="followup-heading" className="text-body font-semibold">
            {t("followup.heading")}
          </h2>
          <p className="text-body break-words text-foreground" data-testid="followup-title">
            {state.report
              ? `${state.report.title} (${formatDate(state.report.created_at)})`
              : t("followup.loading")}
          </p>
        </div>
        <Button type="button" size="sm" variant="outline" onClick={state.remove}>
          <XIcon aria-hidden="true" /> {t("followup.remove")}
        </Button>
      </div>
      {others.length > 0 ? (
        <div className="grid gap-1.5">
          <label htmlFor="followup-switch" className="text-sm font-medium">
            {t("followup.switch")}
          </label>
          <Select onValueChange={state.switchTo}>
            <SelectTrigger id="followup-switch" className="w-full bg-card">
              <SelectValue placeholder={t("followup.choose")} />
            </SelectTrigger>
            <SelectContent>
              {others.map((candidate) => (
                <SelectItem key={candidate.id} value={candidate.id}>
                  {candidate.title} ({formatDate(candidate.created_at)})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Follow-up mode for someone the server says cannot make a follow-up: said at once, before any
 * form is filled, with the way to Premium and the way back to a plain report.
 */
export function FollowupLocked({ capReached, onRemove }: { capReached: boolean; onRemove: () => void }) {
  const t = useTranslations("upload");
  return (
    <section
      aria-labelledby="followup-locked-heading"
      className="grid gap-4 rounded-xl border border-primary bg-primary-soft p-5 sm:p-6"
      data-testid="followup-locked"
    >
      <div className="flex items-start gap-3">
        <CrownIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="followup-locked-heading" className="text-lead font-semibold">
            {t("followup.lockedTitle")}
          </h2>
          <p className="text-body text-foreground">
            {capReached ? t("followup.capReached") : t("followup.lockedText")}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {capReached ? null : (
          <Button asChild>
            <Link href="/pricing">{t("followup.seePremium")}</Link>
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onRemove}>
          {t("followup.newReportInstead")}
        </Button>
      </div>
    </section>
  );
}
