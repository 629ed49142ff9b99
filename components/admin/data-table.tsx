import { cn } from "@/components/ui/cn";

// The console's tables: dense rows across the content's whole width, in a bordered card that
// scrolls sideways inside itself (never the page) when a phone is too narrow, with a caption for
// screen readers. Columns marked `wide` show from 768 px only.

export function DataTable({
  caption,
  busy,
  className,
  children,
}: {
  caption: string;
  busy?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    // Focusable and named, so a keyboard can scroll the table sideways too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        "w-full overflow-x-auto rounded-lg border border-border bg-card shadow-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
      aria-busy={busy || undefined}
    >
      <table
        className={cn(
          "w-full text-left text-sm [&_tbody_tr:last-child_td]:border-b-0",
          busy && "opacity-60 transition-opacity",
        )}
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, wide, ...props }: React.ComponentProps<"th"> & { wide?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        "border-b border-border bg-muted px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase",
        wide && "hidden md:table-cell",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, wide, ...props }: React.ComponentProps<"td"> & { wide?: boolean }) {
  return (
    <td
      className={cn("border-b border-border px-3 py-2 align-top", wide && "hidden md:table-cell", className)}
      {...props}
    />
  );
}

/** The last column's header: its buttons need no visible heading, but a screen reader names the column. */
export function ActionsTh() {
  return (
    <Th className="text-right">
      <span className="sr-only">Actions</span>
    </Th>
  );
}
