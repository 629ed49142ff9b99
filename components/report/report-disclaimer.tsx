import { ShieldAlert } from "lucide-react";
import { MEDICAL_DISCLAIMER_TEXT } from "@/lib/ai/disclaimer";
import { DISCLAIMER_TITLE } from "@/lib/reports/sections";

/** Every report carries the medical disclaimer: the report's own, else the standard one. */
export function ReportDisclaimer({
  text,
  headingLevel: Heading = "h2",
}: {
  text: string | null;
  headingLevel?: "h2" | "h4";
}) {
  return (
    <aside
      aria-labelledby="disclaimer-heading"
      className="flex gap-3 rounded-xl border border-warning/30 bg-warning-soft p-5 text-sm print:break-inside-avoid print:border-foreground/40 print:bg-transparent"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid gap-1">
        <Heading id="disclaimer-heading" className="font-semibold text-foreground">
          {DISCLAIMER_TITLE}
        </Heading>
        <p className="text-foreground/90">{text || MEDICAL_DISCLAIMER_TEXT}</p>
      </div>
    </aside>
  );
}
