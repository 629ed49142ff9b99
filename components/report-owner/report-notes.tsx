import { Download, FileImage, FileText, NotebookPen } from "lucide-react";
import { useTranslations } from "next-intl";
import type { OwnerReport } from "./api";

/** What the owner added to the report: the context note and the medical records, each downloadable. */
export function ReportNotes({
  report,
}: {
  report: Pick<OwnerReport, "context_history" | "medical_records">;
}) {
  const t = useTranslations("reportOwner.notes");
  // "PDF" is the format's name in every language.
  const typeLabel: Record<string, string> = {
    "application/pdf": "PDF",
    "image/jpeg": t("jpeg"),
    "image/png": t("png"),
  };
  const note = report.context_history?.trim();
  if (!note && report.medical_records.length === 0) return null;
  return (
    <section
      aria-labelledby="report-notes-heading"
      className="grid gap-4 rounded-xl border border-border bg-card p-5"
      data-testid="report-notes"
    >
      <h2 id="report-notes-heading" className="text-lead font-semibold">
        {t("title")}
      </h2>
      {note ? (
        <div className="grid gap-1.5">
          <h3 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <NotebookPen className="size-4" aria-hidden="true" />
            {t("contextNote")}
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
            {t("medicalRecords")}
          </h3>
          <ul className="grid gap-2" aria-label={t("medicalRecords")}>
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
                      {typeLabel[record.content_type] ?? record.content_type}
                    </span>
                  </span>
                  <a
                    href={`/api/medical-records/${encodeURIComponent(record.id)}/download`}
                    className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-label={t("downloadName", { name: record.name })}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t("download")}
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
