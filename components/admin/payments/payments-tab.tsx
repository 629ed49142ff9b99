"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ReceiptIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PaymentListQuery } from "@/lib/admin/schemas";
import { ActionsTh, DataTable, Td, Th } from "../data-table";
import { date, money } from "../format";
import { PAGE_SIZE } from "../list-query";
import { PagedResult } from "../paged-result";
import { SearchBox } from "../search-box";
import { useListPage, useListSearch } from "../use-admin-list";
import { paymentsApi, paymentsQueryRoot, type AdminPayment } from "./api";
import { PaymentDialog } from "./payment-dialog";
import { PAYMENTS_LOAD_FAILED, planLabel } from "./texts";

/** The Payments tab: a searchable list, newest first, and each payment's details. */
export function PaymentsTab() {
  const { search, setSearch, settled } = useListSearch();
  const [page, setPage] = useListPage(settled ?? "");
  const [shown, setShown] = useState<AdminPayment | null>(null);

  const query: PaymentListQuery = { search: settled, page, page_size: PAGE_SIZE };
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

      <PagedResult
        result={payments}
        rows={(data) => data.payments}
        loadFailed={PAYMENTS_LOAD_FAILED}
        empty={{ icon: ReceiptIcon, title: "No payments" }}
        noun={["payment", "payments"]}
        page={page}
        onPage={setPage}
      >
        {(rows) => (
          <DataTable caption="Payments" busy={payments.isPlaceholderData}>
            <thead>
              <tr>
                <Th>Payment</Th>
                <Th wide>Plan</Th>
                <Th className="text-right">Amount</Th>
                <Th wide>Status</Th>
                <Th wide>Date</Th>
                <ActionsTh />
              </tr>
            </thead>
            <tbody>
              {rows.map((payment) => (
                <tr key={payment.id} data-payment-row={payment.id}>
                  <Td className="max-w-0 min-w-40 md:max-w-none">
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
        )}
      </PagedResult>

      {shown ? <PaymentDialog payment={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
