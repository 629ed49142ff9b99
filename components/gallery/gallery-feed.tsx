"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import type { GalleryCardData } from "@/lib/reports/cards";
import { GalleryCard } from "./gallery-card";

type Status = "idle" | "loading" | "error" | "end";

/** The first cards the browser fetches eagerly: those above the fold. */
const EAGER_CARDS = 3;

/**
 * The gallery after its first, server-rendered page: more cards whenever the
 * end of the list scrolls into view, until a page comes back short (spec
 * section 9: 20 a page, paging ends when fewer than 20 return). The cards are
 * drawn here from a few fields each (the server rendered the first page's HTML
 * too): as server components, each card's markup came twice, in the HTML and in
 * the page's data for React, which made /gallery the heaviest page by far.
 */
export function GalleryFeed({
  initial,
  pageSize,
  loadPage,
  loadingCards,
  end,
}: {
  initial: GalleryCardData[];
  pageSize: number;
  loadPage: (skip: number) => Promise<GalleryCardData[]>;
  loadingCards: React.ReactNode;
  end: React.ReactNode;
}) {
  const t = useTranslations("gallery");
  const [items, setItems] = useState(initial);
  const [status, setStatus] = useState<Status>(initial.length < pageSize ? "end" : "idle");
  const received = useRef(initial.length);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    setStatus("loading");
    try {
      const page = await loadPage(received.current);
      received.current += page.length;
      // A report published meanwhile shifts the pages by one: never show a card twice.
      setItems((shown) => {
        const ids = new Set(shown.map((item) => item.id));
        return [...shown, ...page.filter((item) => !ids.has(item.id))];
      });
      setStatus(page.length < pageSize ? "end" : "idle");
    } catch {
      setStatus("error");
    }
  }, [loadPage, pageSize]);

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
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("listLabel")}>
        {items.map((item, i) => (
          <li key={item.id}>
            <GalleryCard report={item} eager={i < EAGER_CARDS} />
          </li>
        ))}
        {status === "loading" ? loadingCards : null}
      </ul>
      <p role="status" className="sr-only">
        {status === "loading" ? t("loadingMore") : t("shown", { count: items.length })}
      </p>
      <div ref={sentinel} aria-hidden="true" />
      {status === "error" ? (
        <div className="flex flex-col items-center gap-3 text-center" role="alert">
          <p className="text-muted-foreground">{t("loadFailed")}</p>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            onClick={() => void loadMore()}
          >
            {t("tryAgain")}
          </button>
        </div>
      ) : null}
      {status === "end" ? <div data-testid="gallery-end">{end}</div> : null}
    </div>
  );
}
