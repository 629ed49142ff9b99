"use client";

import { CheckCircle2Icon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { progressText, reportPath } from "@/lib/upload/report-kind";
import { STEPS, VIEW_RESULTS } from "./texts";
import type { WizardStep } from "./use-analysis-submission";

// The wizard's parts that only show where a submit stands: the steps, the progress, the end.

export function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Steps">
      {STEPS.map((label, index) => (
        <li
          key={label}
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
          {label}
        </li>
      ))}
    </ol>
  );
}

export function Processing({ progress }: { progress: number }) {
  const text = progressText(progress);
  return (
    <Card>
      <CardContent className="grid gap-4 py-10">
        <h2 className="text-title font-semibold">Analysing your photos</h2>
        <div
          role="progressbar"
          aria-label="Analysis progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={text}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="text-body text-muted-foreground" aria-live="polite" data-testid="progress-text">
          {text}
        </p>
      </CardContent>
    </Card>
  );
}

export function AnalysisComplete({ reportId }: { reportId: string }) {
  return (
    <Card className="items-center text-center">
      <CardContent className="grid justify-items-center gap-4 py-10">
        <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
        <h2 className="text-title font-semibold">Your analysis is complete</h2>
        <p className="text-body text-muted-foreground">Your report is ready to read.</p>
        <Button asChild size="lg">
          <Link href={reportPath(reportId)}>{VIEW_RESULTS}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
