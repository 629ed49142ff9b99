"use client";

import { ChoiceSelect } from "./choice-select";
import { SearchBox } from "./search-box";
import { SORT_ORDER_OPTIONS } from "./sort-order";
import type { OrderedList } from "./use-admin-list";

type Options<T extends string> = readonly { value: T; label: string }[];

/** A server-side list's search box, filter, sort and order, in a row from 1280 px. */
export function ListControls<Filter extends string, Sort extends string>({
  list,
  searchLabel,
  searchPlaceholder,
  filterOptions,
  sortOptions,
}: {
  list: OrderedList<Filter, Sort>;
  searchLabel: string;
  searchPlaceholder: string;
  filterOptions: Options<Filter>;
  sortOptions: Options<Sort>;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr] [&>*:first-child]:col-span-2 xl:[&>*:first-child]:col-span-1">
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
      />
      <ChoiceSelect label="Show" value={list.filter} options={filterOptions} onChange={list.setFilter} />
      <ChoiceSelect label="Sort by" value={list.sortBy} options={sortOptions} onChange={list.setSortBy} />
      <ChoiceSelect label="Order" value={list.order} options={SORT_ORDER_OPTIONS} onChange={list.setOrder} />
    </div>
  );
}
