"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { HistoryIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { AuditQuery } from "@/lib/admin/schemas";
import { dateTime } from "../format";
import { PAGE_SIZE } from "../list-query";
import { PagedResult } from "../paged-result";
import { NOTHING_FOUND } from "../texts";
import { useListPage } from "../use-admin-list";
import { useDebouncedValue } from "../use-debounced-value";
import { auditApi, auditQueryRoot, type AuditEntry } from "./api";
import { fieldChanges } from "./changes";
import { AUDIT_EMPTY, AUDIT_LOAD_FAILED } from "./texts";

type Filters = { admin: string; target_type: string; target_id: string };
const NO_FILTERS: Filters = { admin: "", target_type: "", target_id: "" };

/** The audit trail: every console change, newest first, filtered by administrator and by target. */
export function AuditTab() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const settled = useDebouncedValue(filters);
  const [page, setPage] = useListPage(JSON.stringify(settled));
  const filtered = Object.values(filters).some((value) => value.trim() !== "");

  const query: AuditQuery = {
    admin: settled.admin.trim() || undefined,
    target_type: settled.target_type.trim() || undefined,
    target_id: settled.target_id.trim() || undefined,
    page,
    page_size: PAGE_SIZE,
  };
  const trail = useQuery({
    queryKey: [...auditQueryRoot, query],
    queryFn: () => auditApi.list(query),
    placeholderData: keepPreviousData,
  });
  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <div className="grid gap-4">
      <div className="grid items-end gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_1fr_1fr_auto]">
        <FilterField
          label="Administrator"
          hint="E-mail or id"
          value={filters.admin}
          onChange={(admin) => set({ admin })}
        />
        <FilterField
          label="Target type"
          hint="e.g. user or report"
          value={filters.target_type}
          onChange={(target_type) => set({ target_type })}
        />
        <FilterField
          label="Target id"
          value={filters.target_id}
          onChange={(target_id) => set({ target_id })}
        />
        <Button variant="ghost" disabled={!filtered} onClick={() => setFilters(NO_FILTERS)}>
          Clear filters
        </Button>
      </div>

      <PagedResult
        result={trail}
        rows={(data) => data.entries}
        loadFailed={AUDIT_LOAD_FAILED}
        empty={{
          icon: HistoryIcon,
          title: "No entries",
          description: filtered ? NOTHING_FOUND : AUDIT_EMPTY,
        }}
        noun={["entry", "entries"]}
        page={page}
        onPage={setPage}
      >
        {(entries) => (
          <ol
            className="grid gap-3 aria-busy:opacity-60"
            aria-label="Console changes, newest first"
            aria-busy={trail.isPlaceholderData || undefined}
          >
            {entries.map((entry) => (
              <AuditItem
                key={entry.id}
                entry={entry}
                onFilter={(change) => setFilters({ ...NO_FILTERS, ...change })}
              />
            ))}
          </ol>
        )}
      </PagedResult>
    </div>
  );
}

function FilterField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        value={value}
        placeholder={hint}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function AuditItem({
  entry,
  onFilter,
}: {
  entry: AuditEntry;
  onFilter: (filters: Partial<Filters>) => void;
}) {
  const changes = fieldChanges(entry.before, entry.after);
  return (
    <li
      data-audit-entry={entry.action}
      className="grid gap-2 rounded-xl border border-border bg-card p-4 shadow-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="soft" className="font-mono">
          {entry.action}
        </Badge>
        <time dateTime={entry.created_at} className="text-sm text-muted-foreground">
          {dateTime(entry.created_at)}
        </time>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-flow-col sm:justify-start">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">By</dt>
          <dd className="font-medium break-all" data-field="admin">
            {entry.admin_email}
          </dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-muted-foreground">Target</dt>
          <dd className="min-w-0">
            <span className="font-medium">{entry.target_type}</span>
            {entry.target_id ? <span className="font-mono text-xs break-all"> {entry.target_id}</span> : null}
          </dd>
        </div>
      </dl>
      {changes.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            {changes.length === 1 ? "1 change" : `${changes.length} changes`}
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">Before and after</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Before
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    After
                  </th>
                </tr>
              </thead>
              <tbody className="font-mono">
                {changes.map((change) => (
                  <tr key={change.field} className="border-t border-border align-top">
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {change.field}
                    </th>
                    <td className="max-w-64 py-1 pr-3 break-all whitespace-pre-wrap">{change.before}</td>
                    <td className="max-w-64 py-1 break-all whitespace-pre-wrap">{change.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => onFilter({ admin: entry.admin_email })}>
          Only this administrator
        </Button>
        {entry.target_id ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onFilter({ target_type: entry.target_type, target_id: entry.target_id ?? "" })}
          >
            Only this target
          </Button>
        ) : null}
      </div>
    </li>
  );
}
