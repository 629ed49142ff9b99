"use client";

import { Button } from "@/components/ui/button";
import { TRY_AGAIN } from "./texts";

/** A read that failed: what failed, in an alert, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive"
    >
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {TRY_AGAIN}
      </Button>
    </div>
  );
}
