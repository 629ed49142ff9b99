"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { queryKeys } from "@/components/api/queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toaster";
import { api, type SpotDetail } from "@/lib/api-client";
import { SpotCheckAgain } from "./spot-check-again";
import { LONG_DATE } from "./spot-display";
import { SpotRenameDialog } from "./spot-rename-dialog";
import { useRefusalText } from "@/components/i18n/use-refusal-text";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

function Fact({ term, children, field }: { term: string; children: React.ReactNode; field: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-caption text-muted-foreground">{term}</dt>
      <dd className="font-medium" data-field={field}>
        {children}
      </dd>
    </div>
  );
}

/** The spot's name and place, its checks and due date as the server counts them, and what can be done with it. */
export function SpotHeader({ spot, onDeleted }: { spot: SpotDetail; onDeleted: () => void }) {
  const t = useTranslations("spots");
  const sites = useTranslations("bodySites");
  const refusalText = useRefusalText();
  const format = useRegionalFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), LONG_DATE);
  const queryClient = useQueryClient();

  async function remove() {
    try {
      await api.deleteSpot(spot.id);
      notify.success(t("delete.done"));
      onDeleted();
      queryClient.removeQueries({ queryKey: queryKeys.spot(spot.id), exact: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.spots, exact: true });
    } catch (failure) {
      notify.error(refusalText(failure, t("delete.failed")));
    }
  }

  const lastCheck = spot.reports.at(-1) ?? null;
  return (
    <header className="grid gap-5">
      <Link
        href="/spots"
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("spot.backToSpots")}
      </Link>
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="soft" data-field="site">
              {sites(spot.body_site)}
            </Badge>
            {spot.check_due ? (
              <Badge variant="warning" data-field="due">
                {t("dueNow")}
              </Badge>
            ) : null}
          </div>
          <h1 className="text-headline font-semibold tracking-tight break-words">{spot.label}</h1>
          <dl className="mt-1 flex flex-wrap gap-x-8 gap-y-3 text-sm">
            <Fact term={t("spot.checks")} field="report-count">
              {spot.report_count}
            </Fact>
            <Fact term={t("lastCheck")} field="last-check">
              {spot.last_check_at ? (
                <time dateTime={spot.last_check_at}>{date(spot.last_check_at)}</time>
              ) : (
                t("notCheckedYet")
              )}
            </Fact>
            <Fact term={t("spot.nextDue")} field="next-due">
              {spot.next_check_due_at ? (
                <time dateTime={spot.next_check_due_at}>{date(spot.next_check_due_at)}</time>
              ) : (
                t("noReminder")
              )}
            </Fact>
          </dl>
        </div>
        {/* A phone gives Check again the whole width and the two quieter actions half each. */}
        <div className="grid grid-cols-2 gap-2 md:flex md:justify-end" data-print="hide">
          <SpotCheckAgain spotId={spot.id} lastCheckId={lastCheck?.id ?? null} className="col-span-2" />
          <SpotRenameDialog spot={spot} />
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <Trash2 aria-hidden="true" />
                {t("delete.action")}
              </Button>
            }
            title={t("delete.title")}
            description={t("delete.description")}
            confirmLabel={t("delete.confirm")}
            destructive
            onConfirm={remove}
          />
        </div>
      </div>
    </header>
  );
}
