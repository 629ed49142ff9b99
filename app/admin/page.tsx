import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { adminStats, type AdminStats } from "@/lib/admin/stats";
import { signedInAdministrator } from "@/lib/users/admin-access";

export const metadata: Metadata = { title: "Admin console" };

const euros = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });

const figures: { key: keyof AdminStats; label: string; format?: (value: number) => string }[] = [
  { key: "total_users", label: "Total users" },
  { key: "paying_users", label: "Paying users" },
  { key: "conversion_rate", label: "Conversion rate", format: (v) => `${v.toFixed(2)} %` },
  { key: "total_revenue", label: "Total revenue", format: (v) => euros.format(v) },
  { key: "active_subscriptions", label: "Active subscriptions" },
  { key: "total_reports", label: "Total reports" },
  { key: "reports_this_month", label: "Reports this month" },
];

export default async function AdminConsolePage() {
  // proxy.ts already hides this page; checking again keeps it hidden if the matcher ever changes.
  const admin = await signedInAdministrator({ headers: await headers(), cookies: await cookies() });
  if (!admin) notFound();
  const stats = await adminStats();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Admin console</h1>
      <p className="mt-2 text-sm text-muted-foreground">Signed in as {admin.email}</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(({ key, label, format }) => (
          <div key={key} className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-2 text-2xl font-semibold" data-stat={key}>
              {format ? format(stats[key]) : stats[key]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
