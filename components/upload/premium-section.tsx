"use client";

import { FileTextIcon, LockIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
const CONTEXT_LIMIT = 1000;
const RECORD_ACCEPT = ".pdf,.jpg,.jpeg,.png";

/** The context note and medical records, each open as the server's entitlements say. */
export function PremiumSection({
  canAddNote,
  canAttachRecords,
  context,
  onContext,
  records,
  onRecords,
  recordsInput,
  onLocked,
}: {
  canAddNote: boolean;
  canAttachRecords: boolean;
  context: string;
  onContext: (value: string) => void;
  records: File[];
  onRecords: (files: File[]) => void;
  recordsInput: React.RefObject<HTMLInputElement | null>;
  onLocked: () => void;
}) {
  const t = useTranslations("upload");
  const counterId = "context-counter";
  return (
    <section
      aria-labelledby="premium-heading"
      className="grid gap-4 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="premium-heading" className="text-lead font-semibold">
          {t("premium.heading")}
        </h2>
        {canAddNote && canAttachRecords ? null : <Badge variant="accent">{t("premium.badge")}</Badge>}
      </div>
      {canAddNote ? (
        <div className="grid gap-1.5">
          <label htmlFor="context-note" className="text-sm font-medium">
            {t("premium.note")}
          </label>
          <Textarea
            id="context-note"
            rows={4}
            maxLength={CONTEXT_LIMIT}
            value={context}
            onChange={(event) => onContext(event.target.value.slice(0, CONTEXT_LIMIT))}
            aria-describedby={counterId}
            placeholder={t("premium.notePlaceholder")}
          />
          <p
            id={counterId}
            className="justify-self-end text-caption text-muted-foreground"
            data-testid="context-counter"
          >
            {context.length}/{CONTEXT_LIMIT}
          </p>
        </div>
      ) : (
        <p className="text-body text-muted-foreground">{t("premium.locked")}</p>
      )}
      <div className="grid gap-2">
        <input
          ref={recordsInput}
          type="file"
          accept={RECORD_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t("premium.records")}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            onRecords([...records, ...files]);
          }}
        />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => (canAttachRecords ? recordsInput.current?.click() : onLocked())}
        >
          {canAttachRecords ? <FileTextIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}{" "}
          {t("premium.addRecords")}
        </Button>
        {records.length > 0 ? (
          <ul className="grid gap-1" aria-label={t("premium.records")}>
            {records.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-body">
                <FileTextIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t("premium.removeRecord", { name: file.name })}
                  onClick={() => onRecords(records.filter((_, i) => i !== index))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-caption text-muted-foreground">{t("premium.recordFormats")}</p>
      </div>
    </section>
  );
}
