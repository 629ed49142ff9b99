import { ShieldAlert } from "lucide-react";
import { MEDICAL_DISCLAIMER_TEXT } from "@/lib/ai/disclaimer";

/** Every report carries the medical disclaimer: the report's own, else the standard one. */
export function ReportDisclaimer({ text }: { text: string | null }) {
  return (
    <aside
      aria-labelledby="disclaimer-heading"
      className="flex gap-3 rounded-xl border border-warning/30 bg-warning-soft p-5 text-sm print:break-inside-avoid print:border-foreground/40 print:bg-transparent"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="disclaimer-heading" className="font-semibold text-foreground">
          Medical disclaimer
        </h2>
        <p className="text-foreground/90">{text || MEDICAL_DISCLAIMER_TEXT}</p>
      </div>
    </aside>
  );
}
