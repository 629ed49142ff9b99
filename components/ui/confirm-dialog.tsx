"use client";

import { useTranslations } from "next-intl";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { Input } from "./input";

export type ConfirmDialogProps = {
  /** The element that opens the dialog (usually a Button); leave out to control `open` yourself. */
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /**
   * A word to type after confirming (a hard delete: DELETE). The dialog then has two steps, and
   * the action runs only when the word is typed exactly.
   */
  typedWord?: string;
  /** The action; the dialog stays open and busy until it settles, then closes. It reports its own outcome. */
  onConfirm: () => Promise<unknown> | void;
  /** The dialog closed without the action (Cancel or Escape), at either step. */
  onCancel?: () => void;
};

/**
 * A confirmation before an action, on Radix AlertDialog: focus starts on Cancel, Escape cancels,
 * a click outside does nothing. With `typedWord`, the first step confirms the intent and the
 * second asks for the word, so one stray click cannot do what cannot be undone.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  typedWord,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useTranslations("ui.confirm");
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const [step, setStep] = useState<"confirm" | "type">("confirm");
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  // Every opening starts at the first step with nothing typed, however it was opened.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep("confirm");
      setTyped("");
    }
  }

  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const typing = typedWord !== undefined && step === "type";
  const wordMatches = typed === typedWord;
  const confirm = () => {
    if (typedWord !== undefined && step === "confirm") setStep("type");
    else if (!typing || wordMatches) void run();
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={changeOpen}>
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          data-step={step}
          aria-busy={busy || undefined}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-overlay outline-none data-[state=open]:animate-zoom-in"
        >
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <div className="grid gap-1.5">
              <AlertDialogPrimitive.Title className="text-title font-semibold tracking-tight">
                {title}
              </AlertDialogPrimitive.Title>
              <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </AlertDialogPrimitive.Description>
            </div>
            {typing ? (
              <div className="grid gap-1.5">
                <label htmlFor={inputId} className="text-sm font-medium">
                  {t.rich("typeWord", {
                    word: typedWord,
                    mono: (chunks) => <span className="font-mono font-semibold">{chunks}</span>,
                  })}
                </label>
                <Input
                  id={inputId}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  autoFocus
                  disabled={busy}
                />
              </div>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialogPrimitive.Cancel asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel ?? t("cancel")}
                </Button>
              </AlertDialogPrimitive.Cancel>
              <Button
                type="submit"
                variant={destructive ? "destructive" : "primary"}
                disabled={busy || (typing && !wordMatches)}
                className={cn(busy && "cursor-progress")}
              >
                {typedWord !== undefined && step === "confirm" ? t("continue") : confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
