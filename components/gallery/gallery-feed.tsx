"use client";

import { CircleCheck } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { GalleryCallsToAction } from "./gallery-cta";
import { GalleryCard, type GalleryReport } from "./gallery-card";
import { GALLERY_END_TEXT, GALLERY_END_TITLE, GALLERY_LOAD_FAILED } from "./texts";

type Status = "idle" | "loading" | "error" | "end";

/** GET /api/reports/public, `pageSize` reports from `skip`, newest first. */
async function fetchPage(skip: number, pageSize: number): Promise<GalleryReport[]> {
  const response = await fetch(`/api/reports/public?limit=${pageSize}&skip=${skip}`, {
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`GET /api/reports/public answered ${response.status}`);
  return (await response.json()) as GalleryReport[];
}

/**
 * The gallery after its first, server-rendered page: more cards whenever the
 * end of the list scrolls into view, until a page comes back short (spec
 * section 9: 20 a page, paging ends when fewer than 20 return).
 */
export function GalleryFeed({ initial, pageSize }: { initial: GalleryReport[]; pageSize: number }) {
  const [reports, setReports] = useState(initial);
  const [status, setStatus] = useState<Status>(initial.length < pageSize ? "end" : "idle");
  const received = useRef(initial.length);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    setStatus("loading");
    try {
      const page = await fetchPage(received.current, pageSize);
      received.current += page.length;
      // A report published meanwhile shifts the pages by one: never show a card twice.
      setReports((shown) => {
        const ids = new Set(shown.map((r) => r.id));
        return [...shown, ...page.filter((r) => !ids.has(r.id))];
      });
      setStatus(page.length < pageSize ? "end" : "idle");
    } catch {
      setStatus("error");
    }
  }, [pageSize]);

  useEffect(() => {
    const target = sentinel.current;
    if (status !== "idle" || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [status, loadMore]);

  return (
    <div className="grid gap-10">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Shared reports">
        {reports.map((report, i) => (
          <li key={report.id}>
            <GalleryCard report={report} eager={i < 3} />
          </li>
        ))}
        {status === "loading"
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={`loading-${i}`} aria-hidden="true">
                <Skeleton className="aspect-[4/3] rounded-b-none rounded-t-xl" />
                <div className="grid gap-2 rounded-b-xl border border-t-0 border-border bg-card p-5">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-6 w-3/4" />
                  <Skeleton className="h-4 w-full" />
                </div>
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {status === "loading" ? "Loading more reports…" : `${reports.length} reports shown`}
      </p>
      <div ref={sentinel} aria-hidden="true" />
      {status === "error" ? (
        <div className="flex flex-col items-center gap-3 text-center" role="alert">
          <p className="text-muted-foreground">{GALLERY_LOAD_FAILED}</p>
          <Button variant="outline" onClick={() => void loadMore()}>
            Try again
          </Button>
        </div>
      ) : null}
      {status === "end" ? (
        <div data-testid="gallery-end">
          <EmptyState
            icon={CircleCheck}
            title={GALLERY_END_TITLE}
            description={GALLERY_END_TEXT}
            className="border-solid"
          >
            <GalleryCallsToAction />
          </EmptyState>
        </div>
      ) : null}
    </div>
  );
}
