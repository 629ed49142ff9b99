import type { LucideIcon } from "lucide-react";
import { cn } from "./cn";

/** What a list shows when it has nothing: an icon, a sentence and the next step (actions). */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  className,
  headingLevel: Heading = "h2",
}: {
  icon?: LucideIcon;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Calls to action, usually one or two Buttons. */
  children?: React.ReactNode;
  className?: string;
  headingLevel?: "h1" | "h2" | "h3";
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center",
        className,
      )}
    >
      {Icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      ) : null}
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
