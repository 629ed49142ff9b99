import { Button } from "@/components/ui/button";

/**
 * A console form's buttons, the submit last (first on a phone, above the others): Cancel when
 * `onCancel` is given, "Undo changes" when `onUndo` is, and "Saving…" while the form is sent.
 */
export function FormActions({
  submitLabel,
  submitting,
  onCancel,
  onUndo,
  dirty = false,
}: {
  submitLabel: string;
  submitting: boolean;
  onCancel?: () => void;
  onUndo?: () => void;
  /** Whether there is anything to undo. */
  dirty?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      ) : null}
      {onUndo ? (
        <Button variant="outline" disabled={!dirty || submitting} onClick={onUndo}>
          Undo changes
        </Button>
      ) : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? "Saving…" : submitLabel}
      </Button>
    </div>
  );
}
