import { cn } from "@/components/ui/cn";
import type { ReportBlock, ReportSection } from "@/lib/reports/sections";

function Blocks({ blocks }: { blocks: ReportBlock[] }) {
  return (
    <div className="grid gap-3">
      {blocks.map((block, i) =>
        block.kind === "paragraph" ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i} className="grid list-disc gap-1.5 pl-5 marker:text-primary">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/**
 * The report's text laid out by its sections, each a titled block that stays whole on paper where it
 * can. The sections' headings are h2 on a report's page, deeper where the text sits under other headings.
 */
export function ReportBody({
  intro,
  sections,
  headingLevel: Heading = "h2",
}: {
  intro: ReportBlock[];
  sections: ReportSection[];
  headingLevel?: "h2" | "h4";
}) {
  return (
    <div className="grid gap-8 text-body text-foreground">
      {intro.length > 0 ? (
        <div className="text-muted-foreground">
          <Blocks blocks={intro} />
        </div>
      ) : null}
      {sections.map((section, i) => {
        const id = `section-${i + 1}`;
        return (
          <section
            key={id}
            aria-labelledby={id}
            data-report-section
            className="grid gap-3 border-t border-border pt-6 first:border-t-0 first:pt-0 print:break-inside-avoid-page"
          >
            <Heading
              id={id}
              className={cn(
                "flex items-baseline gap-3 font-semibold tracking-tight print:break-after-avoid",
                Heading === "h2" ? "text-title" : "text-lead",
              )}
            >
              {section.number !== null ? (
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-secondary-foreground"
                >
                  {section.number}
                </span>
              ) : null}
              {section.title}
            </Heading>
            <Blocks blocks={section.blocks} />
          </section>
        );
      })}
    </div>
  );
}
