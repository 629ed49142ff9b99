"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ExternalLinkIcon,
  StarIcon,
  StarOffIcon,
  Trash2Icon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { CONTENT_PREVIEW_LENGTH } from "@/lib/admin/messages";
import type { ReportDetailQuery } from "@/lib/admin/schemas";
import { photoImageUrl } from "@/lib/photos/urls";
import { DetailItem } from "../detail-item";
import { dateTime } from "../format";
import { LoadError } from "../load-error";
import { HARD_DELETE_WORD } from "../texts";
import { reportsApi, reportsQueryRoot, type AdminReport } from "./api";
import { ReportBadges } from "./report-badges";
import { ReportEditForm } from "./report-edit-form";
import {
  ONLY_PUBLIC_FEATURED,
  PRIVACY_LABELS,
  REPORT_DELETION_CANCELLED,
  REPORT_LOAD_FAILED,
  REPORT_TYPE_LABELS,
} from "./texts";
import { useReportActions } from "./use-report-actions";

/**
 * One report in the console: its preview and photos, previous and next in the list's own order
 * (wrapping around at either end), the edit form, disable, feature and the hard delete.
 */
export function ReportDialog({
  id,
  ordering,
  onNavigate,
  onClose,
}: {
  id: string;
  ordering: ReportDetailQuery;
  onNavigate: (id: string) => void;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: [...reportsQueryRoot, "detail", id, ordering],
    queryFn: () => reportsApi.detail(id, ordering),
    placeholderData: keepPreviousData,
  });
  const report = detail.data?.report;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl" aria-busy={detail.isFetching || undefined}>
        <DialogHeader>
          <DialogTitle className="break-words">{report?.title ?? "Report"}</DialogTitle>
          <DialogDescription>
            {report ? (
              <>
                <span className="break-all">{report.user_email ?? "A visitor"}</span> ·{" "}
                {dateTime(report.created_at)}
              </>
            ) : (
              "Loading…"
            )}
          </DialogDescription>
        </DialogHeader>

        {detail.data && report ? (
          <>
            <Neighbours
              previousId={detail.data.previous_id}
              nextId={detail.data.next_id}
              currentId={report.id}
              onNavigate={onNavigate}
            />
            <ReportBody report={report} />
            <ReportActions key={report.id} report={report} onDeleted={onClose} />
          </>
        ) : detail.isError ? (
          <LoadError message={REPORT_LOAD_FAILED} onRetry={() => void detail.refetch()} />
        ) : (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-9" />
            <Skeleton className="h-32" />
            <Skeleton className="h-24" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Neighbours({
  previousId,
  nextId,
  currentId,
  onNavigate,
}: {
  previousId: string | null;
  nextId: string | null;
  currentId: string;
  onNavigate: (id: string) => void;
}) {
  // The only report of its list is its own neighbour.
  const alone = (id: string | null) => id === null || id === currentId;
  return (
    <nav aria-label="Reports in this list" className="flex justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={alone(previousId)}
        onClick={() => onNavigate(previousId!)}
      >
        <ChevronLeftIcon aria-hidden="true" />
        Previous report
      </Button>
      <Button variant="outline" size="sm" disabled={alone(nextId)} onClick={() => onNavigate(nextId!)}>
        Next report
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

function ReportBody({ report }: { report: AdminReport }) {
  const cut = report.content.content.length > CONTENT_PREVIEW_LENGTH;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
          {REPORT_TYPE_LABELS[report.report_type]}
        </span>
        <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
          {PRIVACY_LABELS[report.privacy_setting]}
        </span>
        <ReportBadges report={report} />
      </div>

      {report.photo_ids.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {report.photo_ids.map((photoId, index) => (
            <li key={photoId}>
              {/* eslint-disable-next-line @next/next/no-img-element -- our image route serves sized, cached JPEGs */}
              <img
                src={photoImageUrl(photoId, { width: 320 })}
                alt={`Photo ${index + 1} of ${report.photo_ids.length}`}
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-md border border-border bg-muted object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}

      <figure className="grid gap-1">
        <figcaption className="text-caption font-medium text-muted-foreground">
          Content preview (first {CONTENT_PREVIEW_LENGTH} characters)
        </figcaption>
        <blockquote
          data-field="content-preview"
          className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line"
        >
          {report.content_preview}
          {cut ? "…" : ""}
        </blockquote>
      </figure>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <DetailItem term="Report id">
          <span className="font-mono text-xs break-all">{report.id}</span>
        </DetailItem>
        <DetailItem term="Expires">{report.expires_at ? dateTime(report.expires_at) : "Never"}</DetailItem>
        <DetailItem term="Attached">
          {plural(report.photo_ids.length, "photo")} · {plural(report.medical_record_ids.length, "record")}
        </DetailItem>
      </dl>

      {report.ai_prompt_used ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Prompt used</summary>
          <p className="mt-2 max-h-40 overflow-y-auto rounded-md bg-muted px-3 py-2 whitespace-pre-line">
            {report.ai_prompt_used}
          </p>
        </details>
      ) : null}

      <a
        href={`/reports/${report.id}`}
        target="_blank"
        rel="noopener"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Open the full report
        <ExternalLinkIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

function ReportActions({ report, onDeleted }: { report: AdminReport; onDeleted: () => void }) {
  const actions = useReportActions();
  // Unfeaturing is always possible; featuring only for a public report (spec section 4).
  const canFeature = report.featured || report.privacy_setting === "public";
  return (
    <div className="grid gap-4 border-t border-border pt-4">
      <ReportEditForm
        key={`${report.privacy_setting}-${report.disabled}`}
        report={report}
        save={actions.save}
      />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={actions.busy}
            onClick={() => void actions.setDisabled(report, !report.disabled)}
          >
            {report.disabled ? "Enable" : "Disable"}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={actions.busy || !canFeature}
            aria-describedby={canFeature ? undefined : `feature-hint-${report.id}`}
            onClick={() => void actions.toggleFeatured(report.id)}
          >
            {report.featured ? <StarOffIcon aria-hidden="true" /> : <StarIcon aria-hidden="true" />}
            {report.featured ? "Unfeature" : "Feature"}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="destructive" size="sm" className="sm:ml-auto" disabled={actions.busy}>
                <Trash2Icon aria-hidden="true" />
                Delete report
              </Button>
            }
            title="Delete this report?"
            description={`“${report.title}” and the photos and records only it uses will be erased for good.`}
            confirmLabel="Delete permanently"
            destructive
            typedWord={HARD_DELETE_WORD}
            onConfirm={() => actions.hardDelete(report.id, onDeleted)}
            onCancel={() => notify.info(REPORT_DELETION_CANCELLED)}
          />
        </div>
        {canFeature ? null : (
          <p id={`feature-hint-${report.id}`} className="text-caption text-muted-foreground">
            {ONLY_PUBLIC_FEATURED}.
          </p>
        )}
      </div>
    </div>
  );
}
