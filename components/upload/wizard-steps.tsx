"use client";

import { CheckCircle2Icon } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { LiveProgress } from "@/components/report/live-progress";
import { LiveReportText } from "@/components/report/live-report";
import { draftView, type LiveDraft } from "@/lib/analysis/live-draft";
import { reportPath } from "@/lib/upload/report-kind";
import type { WizardStep } from "./use-analysis-submission";

// The wizard's parts that only show where a submit stands: the steps, the analysis, the end.

const STEPS = ["upload", "analysis", "questions", "complete"] as const;

export function StepIndicator({ step }: { step: WizardStep }) {
  const t = useTranslations("upload");
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label={t("steps.label")}>
      {STEPS.map((name, index) => (
        <li
          key={name}
          aria-current={index === step ? "step" : undefined}
          className={cn(
            "grid gap-1.5 text-caption font-medium",
            index <= step ? "text-primary" : "text-muted-foreground",
          )}
        >
          <span
            className={cn("h-1.5 rounded-full", index <= step ? "bg-primary" : "bg-muted")}
            aria-hidden="true"
          />
          {t(`steps.${name}`)}
        </li>
      ))}
    </ol>
  );
}

/** The analysis step: where it stands, and the report as the model writes it. */
export function Processing({ progress, draft }: { progress: number; draft: LiveDraft }) {
  const t = useTranslations("upload");
  const view = useMemo(() => draftView(draft.text), [draft.text]);
  return (
    <Card>
      <CardContent className="grid gap-6 px-4 py-8 sm:p-10">
        <div className="grid gap-4">
          <h2 className="text-title font-semibold">{t("analysis.heading")}</h2>
          <LiveProgress progress={progress} writing={view.writing} />
        </div>
        {view.title ? (
          <div className="border-t border-border pt-6">
            {/* The report's own measure, as its page has it, not the wizard's full width. */}
            <div className="max-w-3xl">
              <LiveReportText view={view} headings="nested" />
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function AnalysisComplete({ reportId }: { reportId: string }) {
  const t = useTranslations("upload");
  return (
    <Card className="items-center text-center">
      <CardContent className="grid justify-items-center gap-4 py-10">
        <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
        <h2 className="text-title font-semibold">{t("analysis.doneHeading")}</h2>
        <p className="text-body text-muted-foreground">{t("analysis.doneText")}</p>
        <Button asChild size="lg">
          <Link href={reportPath(reportId)}>{t("analysis.viewResults")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
