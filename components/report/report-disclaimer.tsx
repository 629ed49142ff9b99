import { ShieldAlert } from "lucide-react";
import type { ReportBodyTranslator } from "./report-body-translator";

/** Every report carries the medical disclaimer: the report's own, else the standard one, in the report's language (`t`). */
export function ReportDisclaimer({
  text,
  t,
  headingLevel: Heading = "h2",
}: {
  text: string | null;
  t: ReportBodyTranslator;
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
          {t("disclaimerTitle")}
        </Heading>
        <p className="text-foreground/90">{text || t("disclaimerText")}</p>
      </div>
    </aside>
  );
}
