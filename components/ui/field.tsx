import { Children, cloneElement, isValidElement, useId } from "react";
import { cn } from "./cn";

type ControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

export type FieldProps = {
  label: React.ReactNode;
  /** The control: an Input, Textarea, Select trigger or Checkbox. It receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement<ControlProps>;
  description?: React.ReactNode;
  /** The message shown under the control; announced politely to screen readers when it appears. */
  error?: React.ReactNode;
  required?: boolean;
  className?: string;
  id?: string;
};

/**
 * A labelled form control with its hint and error. The error paragraph is always
 * rendered (empty when valid) as a polite live region, so a message that appears
 * after submit is read out without moving focus.
 */
export function Field({ label, children, description, error, required, className, id }: FieldProps) {
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = `${controlId}-error`;
  const describedBy = [descriptionId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const control = Children.only(children);
  return (
    <div data-slot="field" className={cn("grid gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm leading-5 font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </label>
      {isValidElement(control)
        ? cloneElement(control, {
            id: controlId,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
            "aria-required": required || undefined,
          })
        : control}
      {description ? (
        <p id={descriptionId} className="text-caption text-muted-foreground">
          {description}
        </p>
      ) : null}
      <p
        id={errorId}
        aria-live="polite"
        data-slot="field-error"
        className="text-caption font-medium text-destructive empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}

/** A form-level error box (for a server `detail`), announced at once. */
export function FormError({ children, className }: { children?: React.ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      data-slot="form-error"
      className={cn(
        "rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2 text-sm text-destructive empty:hidden",
        className,
      )}
    >
      {children}
    </div>
  );
}
