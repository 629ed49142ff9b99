"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ReceiptIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { PaymentListQuery } from "@/lib/admin/schemas";
import { DataTable, Td, Th } from "../data-table";
import { date, money } from "../format";
import { PAGE_SIZE } from "../list-query";
import { LoadError } from "../load-error";
import { Pager } from "../pager";
import { SearchBox } from "../search-box";
import { NOTHING_FOUND } from "../texts";
import { useDebouncedValue } from "../use-debounced-value";
import { paymentsApi, paymentsQueryRoot, type AdminPayment } from "./api";
import { PaymentDialog } from "./payment-dialog";
import { PAYMENTS_LOAD_FAILED, planLabel } from "./texts";

/** The Payments tab: a searchable list, newest first, and each payment's details. */
export function PaymentsTab() {
  const [search, setSearch] = useState("");
  const settledSearch = useDebouncedValue(search.trim());
  const [paging, setPaging] = useState({ search: settledSearch, page: 1 });
  const page = paging.search === settledSearch ? paging.page : 1;
  const [shown, setShown] = useState<AdminPayment | null>(null);

  const query: PaymentListQuery = { search: settledSearch || undefined, page, page_size: PAGE_SIZE };
  const payments = useQuery({
    queryKey: [...paymentsQueryRoot, query],
    queryFn: () => paymentsApi.list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-4">
      <div className="max-w-xl">
        <SearchBox
          label="Search payments"
          placeholder="E-mail, plan or Stripe id"
          value={search}
          onChange={setSearch}
        />
      </div>

      {payments.isPending ? (
        <Skeleton className="h-72" />
      ) : payments.isError && !payments.data ? (
        <LoadError message={PAYMENTS_LOAD_FAILED} onRetry={() => void payments.refetch()} />
      ) : payments.data.payments.length === 0 ? (
        <EmptyState icon={ReceiptIcon} title="No payments" description={NOTHING_FOUND} headingLevel="h3" />
      ) : (
        <>
          <DataTable caption="Payments" busy={payments.isPlaceholderData}>
            <thead>
              <tr>
                <Th>Payment</Th>
                <Th wide>Plan</Th>
                <Th className="text-right">Amount</Th>
                <Th wide>Status</Th>
                <Th wide>Date</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {payments.data.payments.map((payment) => (
                <tr key={payment.id} data-payment-row={payment.id}>
                  <Td className="max-w-0 min-w-40">
                    <p className="font-medium break-all">{payment.user_email}</p>
                    <p className="text-caption text-muted-foreground md:hidden">
                      {planLabel(payment.plan_type)} · {payment.status} · {date(payment.created_at)}
                    </p>
                  </Td>
                  <Td wide>{planLabel(payment.plan_type)}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">
                    {money(payment.amount, payment.currency)}
                  </Td>
                  <Td wide>
                    <Badge variant={payment.status === "completed" ? "success" : "outline"}>
                      {payment.status}
                    </Badge>
                  </Td>
                  <Td wide className="whitespace-nowrap">
                    {date(payment.created_at)}
                  </Td>
                  <Td className="text-right">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setShown(payment)}
                      aria-label={`Details of the payment of ${payment.user_email} on ${date(payment.created_at)}`}
                    >
                      Details
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={payments.data.total}
            noun={["payment", "payments"]}
            onPage={(next) => setPaging({ search: settledSearch, page: next })}
          />
        </>
      )}

      {shown ? <PaymentDialog payment={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
