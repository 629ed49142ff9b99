"use client";

import { useState } from "react";
import type { SortOrder } from "./sort-order";
import { useDebouncedValue } from "./use-debounced-value";

/** The page of a server-side list: a new search, filter or order (a new `listKey`) starts again from the first. */
export function useListPage(listKey: string) {
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  return [page, (next: number) => setPaging({ listKey, page: next })] as const;
}

/** A search box's text, and the settled search the server is asked for (an empty one left out). */
export function useListSearch() {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search.trim()) || undefined;
  return { search, setSearch, settled };
}

/** A list searched, filtered and sorted by the server, a page at a time, newest first at the start. */
export function useOrderedList<Filter extends string, Sort extends string>(start: {
  filter: Filter;
  sortBy: Sort;
}) {
  const { search, setSearch, settled } = useListSearch();
  const [filter, setFilter] = useState(start.filter);
  const [sortBy, setSortBy] = useState(start.sortBy);
  const [order, setOrder] = useState<SortOrder>("desc");
  const ordering = { search: settled, filter_type: filter, sort_by: sortBy, sort_order: order };
  const [page, setPage] = useListPage(JSON.stringify(ordering));
  return {
    search,
    setSearch,
    filter,
    setFilter,
    sortBy,
    setSortBy,
    order,
    setOrder,
    ordering,
    page,
    setPage,
  };
}

export type OrderedList<Filter extends string, Sort extends string> = ReturnType<
  typeof useOrderedList<Filter, Sort>
>;
