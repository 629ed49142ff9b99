import { Download, FileImage, FileText, NotebookPen } from "lucide-react";
import type { OwnerReport } from "./api";

const TYPE_LABEL: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
};

/** What the owner added to the report: the context note and the medical records, each downloadable. */
export function ReportNotes({
  report,
}: {
  report: Pick<OwnerReport, "context_history" | "medical_records">;
}) {
  const note = report.context_history?.trim();
  if (!note && report.medical_records.length === 0) return null;
  return (
    <section
      aria-labelledby="report-notes-heading"
      className="grid gap-4 rounded-xl border border-border bg-card p-5"
      data-testid="report-notes"
    >
      <h2 id="report-notes-heading" className="text-lead font-semibold">
        What you added
      </h2>
      {note ? (
        <div className="grid gap-1.5">
          <h3 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <NotebookPen className="size-4" aria-hidden="true" />
            Context note
          </h3>
          <p className="text-body break-words whitespace-pre-line" data-testid="context-note">
            {note}
          </p>
        </div>
      ) : null}
      {report.medical_records.length > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <FileText className="size-4" aria-hidden="true" />
            Medical records
          </h3>
          <ul className="grid gap-2" aria-label="Medical records">
            {report.medical_records.map((record) => {
              const Icon = record.content_type.startsWith("image/") ? FileImage : FileText;
              return (
                <li
                  key={record.id}
                  className="flex items-center gap-3 rounded-lg border border-border px-3 py-2"
                  data-testid="medical-record"
                >
                  <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate text-body font-medium">{record.name}</span>
                    <span className="text-caption text-muted-foreground">
                      {TYPE_LABEL[record.content_type] ?? record.content_type}
                    </span>
                  </span>
                  <a
                    href={`/api/medical-records/${encodeURIComponent(record.id)}/download`}
                    className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-label={`Download ${record.name}`}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    Download
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
