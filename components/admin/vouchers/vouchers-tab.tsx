"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TicketPercent } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { adminQueryKey } from "../queries";
import { LoadError } from "../load-error";
import { vouchersApi, type AdminVoucher } from "./api";
import { TRANSACTIONS_LOAD_FAILED, VOUCHERS_LOAD_FAILED } from "./texts";
import { VoucherForm } from "./voucher-form";
import { VoucherList } from "./voucher-list";
import { VoucherTransactions } from "./voucher-transactions";

const vouchersKey = adminQueryKey("vouchers");
const transactionsKey = adminQueryKey("voucher-transactions");

/** The Vouchers tab: create or edit, the list with recent usage, and the voucher transactions. */
export function VouchersTab() {
  const queryClient = useQueryClient();
  const vouchers = useQuery({ queryKey: vouchersKey, queryFn: vouchersApi.list });
  const transactions = useQuery({ queryKey: transactionsKey, queryFn: vouchersApi.transactions });
  const [editing, setEditing] = useState<AdminVoucher | null>(null);
  const formCard = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (transactions.isError) notify.error(TRANSACTIONS_LOAD_FAILED);
  }, [transactions.isError]);

  const edit = (voucher: AdminVoucher) => {
    setEditing(voucher);
    formCard.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: vouchersKey });

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card ref={formCard} className="scroll-mt-24">
        <CardHeader>
          <CardTitle as="h3">{editing ? `Edit voucher ${editing.code}` : "Create a voucher"}</CardTitle>
          <CardDescription>
            Each use adds the voucher&apos;s reports as credits to the account that redeems it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <VoucherForm
            key={editing?.id ?? "new"}
            editing={editing}
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
            onCancel={() => setEditing(null)}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Vouchers</CardTitle>
          <CardDescription>Newest first, with the last five uses of each.</CardDescription>
        </CardHeader>
        <CardContent>
          {vouchers.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : vouchers.isError ? (
            <LoadError message={VOUCHERS_LOAD_FAILED} onRetry={() => void vouchers.refetch()} />
          ) : vouchers.data.vouchers.length === 0 ? (
            <EmptyState
              icon={TicketPercent}
              headingLevel="h3"
              title="No vouchers yet"
              description="Create one above; referral vouchers appear here too once people share them."
            />
          ) : (
            <VoucherList
              vouchers={vouchers.data.vouchers}
              editingId={editing?.id ?? null}
              onEdit={edit}
              onChanged={(deletedId) => {
                if (deletedId && editing?.id === deletedId) setEditing(null);
                void refresh();
              }}
            />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Voucher transactions</CardTitle>
          <CardDescription>Redemptions and referral bonuses, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          {transactions.isPending ? (
            <Skeleton className="h-24" />
          ) : transactions.isError ? (
            <LoadError message={TRANSACTIONS_LOAD_FAILED} onRetry={() => void transactions.refetch()} />
          ) : (
            <VoucherTransactions transactions={transactions.data.transactions} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
