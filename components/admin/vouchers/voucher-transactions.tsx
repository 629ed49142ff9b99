import { DataTable, Td, Th } from "../data-table";
import { dateTime } from "../format";
import type { VoucherTransaction } from "./api";
import { TRANSACTION_TYPE_LABELS } from "./texts";

/** The voucher transactions; the type, the related user and the credits show from 768 px. */
export function VoucherTransactions({ transactions }: { transactions: VoucherTransaction[] }) {
  if (transactions.length === 0)
    return <p className="text-sm text-muted-foreground">No voucher transactions yet.</p>;
  return (
    <DataTable caption="Voucher transactions">
      <thead>
        <tr>
          <Th>When</Th>
          <Th wide>Type</Th>
          <Th>Code</Th>
          <Th>User</Th>
          <Th wide>Related user</Th>
          <Th wide>Credits</Th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <tr key={transaction.id} data-transaction-code={transaction.voucher_code ?? ""}>
            <Td>{dateTime(transaction.created_at)}</Td>
            <Td wide>
              {TRANSACTION_TYPE_LABELS[transaction.transaction_type] ?? transaction.transaction_type}
            </Td>
            <Td className="font-mono">{transaction.voucher_code ?? "—"}</Td>
            <Td className="break-all">{transaction.user_email ?? "—"}</Td>
            <Td wide className="break-all">
              {transaction.related_user_email ?? "—"}
            </Td>
            <Td wide>{transaction.credits}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
