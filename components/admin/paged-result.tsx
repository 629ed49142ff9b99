"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { PAGE_SIZE } from "./list-query";
import { LoadError } from "./load-error";
import { Pager } from "./pager";
import { NOTHING_FOUND } from "./texts";

/**
 * A page of a server-side list as it stands: a placeholder while the first page loads, the
 * failure with a retry, an empty state, or the rows (drawn by `children`) and the pager.
 */
export function PagedResult<Page extends { total: number }, Row>({
  result,
  rows,
  loadFailed,
  empty,
  noun,
  page,
  onPage,
  children,
}: {
  result: UseQueryResult<Page>;
  rows: (data: Page) => Row[];
  loadFailed: string;
  empty: { icon: LucideIcon; title: string; description?: string };
  /** What is counted, singular and plural: ["user", "users"]. */
  noun: readonly [string, string];
  page: number;
  onPage: (page: number) => void;
  children: (rows: Row[]) => React.ReactNode;
}) {
  if (result.isPending) return <Skeleton className="h-72" />;
  // Once a page has been shown, a failed refresh keeps it on screen.
  if (!result.data) return <LoadError message={loadFailed} onRetry={() => void result.refetch()} />;
  const shown = rows(result.data);
  if (shown.length === 0)
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={empty.description ?? NOTHING_FOUND}
        headingLevel="h3"
      />
    );
  return (
    <>
      {children(shown)}
      <Pager page={page} pageSize={PAGE_SIZE} total={result.data.total} noun={noun} onPage={onPage} />
    </>
  );
}
