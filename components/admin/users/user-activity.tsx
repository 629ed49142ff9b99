"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { dateTime, money } from "../format";
import { LoadError } from "../load-error";
import { planLabel } from "../payments/texts";
import { usersApi, usersQueryRoot } from "./api";
import { USER_ACTIVITY_LOAD_FAILED } from "./texts";

/** A user's reports, or their credit ledger, payments and voucher transactions. */
export function UserActivity({ userId, show }: { userId: string; show: "reports" | "transactions" }) {
  return show === "reports" ? <UserReports userId={userId} /> : <UserTransactions userId={userId} />;
}

function Loading() {
  return (
    <div className="grid gap-2" aria-busy="true">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

function UserReports({ userId }: { userId: string }) {
  const reports = useQuery({
    queryKey: [...usersQueryRoot, userId, "reports"],
    queryFn: () => usersApi.reports(userId),
  });
  if (reports.isPending) return <Loading />;
  if (reports.isError)
    return <LoadError message={USER_ACTIVITY_LOAD_FAILED} onRetry={() => void reports.refetch()} />;
  if (reports.data.reports.length === 0) return <p className="text-sm text-muted-foreground">No reports.</p>;
  return (
    <ul className="grid gap-2" aria-label="This user's reports">
      {reports.data.reports.map((report) => (
        <li key={report.id} className="rounded-lg border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={`/reports/${report.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {report.title}
            </Link>
            <Badge variant="outline">{report.report_type}</Badge>
            <Badge variant="outline">{report.privacy_setting}</Badge>
            {report.disabled ? <Badge variant="destructive">Disabled</Badge> : null}
            {report.featured ? <Badge variant="accent">Featured</Badge> : null}
          </div>
          <p className="mt-1 text-caption text-muted-foreground">{dateTime(report.created_at)}</p>
        </li>
      ))}
    </ul>
  );
}

function UserTransactions({ userId }: { userId: string }) {
  const activity = useQuery({
    queryKey: [...usersQueryRoot, userId, "transactions"],
    queryFn: () => usersApi.transactions(userId),
  });
  if (activity.isPending) return <Loading />;
  if (activity.isError)
    return <LoadError message={USER_ACTIVITY_LOAD_FAILED} onRetry={() => void activity.refetch()} />;
  const { credit_ledger, payments, voucher_transactions } = activity.data;
  return (
    <div className="grid gap-5">
      <Section title="Credit ledger" empty="No credit changes." count={credit_ledger.length}>
        {credit_ledger.map((entry) => (
          <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              <span className="font-medium tabular-nums">
                {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
              </span>{" "}
              {entry.reason.replaceAll("_", " ")}
              {entry.note ? <span className="text-muted-foreground"> · {entry.note}</span> : null}
            </span>
            <span className="text-muted-foreground">
              balance {entry.balance_after} · {dateTime(entry.created_at)}
            </span>
          </li>
        ))}
      </Section>
      <Section title="Payments" empty="No payments." count={payments.length}>
        {payments.map((payment) => (
          <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{money(payment.amount, payment.currency)}</span>{" "}
              {planLabel(payment.plan_type)} · {payment.status}
            </span>
            <span className="text-muted-foreground">{dateTime(payment.created_at)}</span>
          </li>
        ))}
      </Section>
      <Section
        title="Voucher transactions"
        empty="No voucher transactions."
        count={voucher_transactions.length}
      >
        {voucher_transactions.map((row) => (
          <li key={row.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{row.voucher_code}</span>{" "}
              {row.transaction_type.replaceAll("_", " ")}
              {row.description ? <span className="text-muted-foreground"> · {row.description}</span> : null}
            </span>
            <span className="text-muted-foreground">{dateTime(row.created_at)}</span>
          </li>
        ))}
      </Section>
    </div>
  );
}

function Section({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">{children}</ul>
      )}
    </section>
  );
}
