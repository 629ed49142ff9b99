"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import type { UserListQuery } from "@/lib/admin/schemas";
import { detailOr } from "@/lib/api-client";
import { ActionsTh, DataTable, Td, Th } from "../data-table";
import { date } from "../format";
import { PAGE_SIZE } from "../list-query";
import { ListControls } from "../list-controls";
import { PagedResult } from "../paged-result";
import { optionsOf } from "../sort-order";
import { useOrderedList } from "../use-admin-list";
import { usersApi, usersQueryRoot, type AdminUser } from "./api";
import {
  SUBSCRIPTION_LABELS,
  USER_BLOCKED,
  USER_FILTER_LABELS,
  USER_SORT_LABELS,
  USER_UNBLOCKED,
  USER_UPDATE_FAILED,
  USERS_LOAD_FAILED,
} from "./texts";
import { UserDialog } from "./user-dialog";

type Filter = UserListQuery["filter_type"];
const subscriptionText = (status: AdminUser["subscription_status"]) =>
  status === "none" ? "no subscription" : `${SUBSCRIPTION_LABELS[status].toLowerCase()} subscription`;
type Sort = UserListQuery["sort_by"];

/** The Users tab: search, filter and sort done by the server, a page at a time. */
export function UsersTab() {
  const queryClient = useQueryClient();
  const list = useOrderedList<Filter, Sort>({ filter: "all", sortBy: "created_at" });
  const [managedId, setManagedId] = useState<string | null>(null);

  const query: UserListQuery = { ...list.ordering, page: list.page, page_size: PAGE_SIZE };
  const users = useQuery({
    queryKey: [...usersQueryRoot, query],
    queryFn: () => usersApi.list(query),
    placeholderData: keepPreviousData,
  });
  const managed = users.data?.users.find((user) => user.id === managedId) ?? null;

  const toggleBlocked = useMutation({
    mutationFn: (user: AdminUser) => usersApi.update(user.id, { blocked: !user.blocked }),
    onSuccess: async (updated) => {
      notify.success(updated.blocked ? USER_BLOCKED : USER_UNBLOCKED);
      await queryClient.invalidateQueries({ queryKey: usersQueryRoot });
    },
    onError: (error) => notify.error(detailOr(error, USER_UPDATE_FAILED)),
  });

  return (
    <div className="grid gap-4">
      <ListControls
        list={list}
        searchLabel="Search users"
        searchPlaceholder="E-mail, name or id"
        filterOptions={optionsOf(USER_FILTER_LABELS)}
        sortOptions={optionsOf(USER_SORT_LABELS)}
      />

      <PagedResult
        result={users}
        rows={(data) => data.users}
        loadFailed={USERS_LOAD_FAILED}
        empty={{ icon: UsersIcon, title: "No users" }}
        noun={["user", "users"]}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <DataTable caption="Users" busy={users.isPlaceholderData}>
            <thead>
              <tr>
                <Th>User</Th>
                <Th wide className="text-right">
                  Credits
                </Th>
                <Th wide>Subscription</Th>
                <Th wide className="text-right">
                  Reports
                </Th>
                <Th wide>Joined</Th>
                <ActionsTh />
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.id} data-user-row={user.email}>
                  <Td className="max-w-0 min-w-48 md:max-w-none">
                    <p className="font-medium break-all">{user.email}</p>
                    {user.full_name ? <p className="text-muted-foreground">{user.full_name}</p> : null}
                    <div className="mt-1 flex flex-wrap gap-1">
                      {user.blocked ? <Badge variant="destructive">Blocked</Badge> : null}
                      {!user.email_verified ? <Badge variant="outline">Unverified</Badge> : null}
                    </div>
                    <p className="mt-1 text-caption text-muted-foreground md:hidden">
                      {user.credits} credits · {subscriptionText(user.subscription_status)} ·{" "}
                      {user.report_count} reports
                    </p>
                  </Td>
                  <Td wide className="text-right tabular-nums">
                    {user.credits}
                  </Td>
                  <Td wide>
                    <Badge variant={user.subscription_status === "active" ? "success" : "outline"}>
                      {SUBSCRIPTION_LABELS[user.subscription_status]}
                    </Badge>
                  </Td>
                  <Td wide className="text-right tabular-nums">
                    {user.report_count}
                  </Td>
                  <Td wide className="whitespace-nowrap">
                    {date(user.created_at)}
                  </Td>
                  <Td>
                    <div className="flex flex-col items-stretch justify-end gap-2 sm:flex-row">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={toggleBlocked.isPending && toggleBlocked.variables?.id === user.id}
                        onClick={() => toggleBlocked.mutate(user)}
                        aria-label={`${user.blocked ? "Unblock" : "Block"} ${user.email}`}
                      >
                        {user.blocked ? "Unblock" : "Block"}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setManagedId(user.id)}
                        aria-label={`Manage ${user.email}`}
                      >
                        Manage
                      </Button>
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </PagedResult>

      {managed ? <UserDialog user={managed} onClose={() => setManagedId(null)} /> : null}
    </div>
  );
}
