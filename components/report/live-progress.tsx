import { progressText } from "@/lib/upload/report-kind";

// Where an analysis stands: the bar with the spec's three texts, and the section the model is
// writing. The line under the bar is the one polite live region of a report being written, so a
// screen reader hears each new stage and section, not each word.

export function LiveProgress({ progress, writing }: { progress: number; writing: string | null }) {
  const text = progressText(progress);
  return (
    <div className="grid gap-3">
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
      <div
        aria-live="polite"
        aria-atomic="true"
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
      >
        <p className="text-body text-muted-foreground" data-testid="progress-text">
          {text}
        </p>
        {writing ? (
          <p className="text-sm text-muted-foreground" data-testid="writing-section">
            Writing <span className="font-medium text-foreground">{writing}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
