"use client";

import { Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { date, dateTime } from "../format";
import { ActiveBadge, ActiveToggle, DeleteIconButton } from "../row-actions";
import { useRowAction } from "../use-row-action";
import { vouchersApi, type AdminVoucher } from "./api";
import { VOUCHER_DELETE_FAILED, VOUCHER_TOGGLE_FAILED } from "./texts";

/** The vouchers with their use, expiry and state, and enable/disable, edit and delete. */
export function VoucherList({
  vouchers,
  editingId,
  onEdit,
  onChanged,
}: {
  vouchers: AdminVoucher[];
  editingId: string | null;
  onEdit: (voucher: AdminVoucher) => void;
  /** After a change; with the id when that voucher was deleted. */
  onChanged: (deletedId?: string) => void;
}) {
  const { busy, act } = useRowAction();

  const toggle = (voucher: AdminVoucher) =>
    act(async () => {
      notify.success((await vouchersApi.setActive(voucher.id, !voucher.is_active)).message);
      onChanged();
    }, VOUCHER_TOGGLE_FAILED);

  const remove = (voucher: AdminVoucher) =>
    act(async () => {
      notify.success((await vouchersApi.remove(voucher.id)).message);
      onChanged(voucher.id);
    }, VOUCHER_DELETE_FAILED);

  return (
    <ul className="grid gap-3" aria-busy={busy || undefined}>
      {vouchers.map((voucher) => (
        <li
          key={voucher.id}
          data-voucher-code={voucher.code}
          className="grid gap-3 rounded-lg border border-border p-4 data-[editing=true]:border-primary"
          data-editing={voucher.id === editingId}
        >
          <div className="flex flex-wrap items-center gap-2">
            <code className="font-mono font-semibold break-all">{voucher.code}</code>
            <ActiveBadge active={voucher.is_active} wording="enable" />
            <Badge variant="soft">{voucher.voucher_type === "referral" ? "Referral" : "Admin"}</Badge>
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="text-muted-foreground">Reports per use</dt>
            <dd>{voucher.report_count}</dd>
            <dt className="text-muted-foreground">Used</dt>
            <dd data-voucher-usage>
              {voucher.used_count} of {voucher.usage_limit} ({voucher.remaining_uses} left)
            </dd>
            <dt className="text-muted-foreground">Expires</dt>
            <dd>{voucher.expires_at ? date(voucher.expires_at) : "No end date"}</dd>
            {voucher.creator_email ? (
              <>
                <dt className="text-muted-foreground">Shared by</dt>
                <dd className="break-all">{voucher.creator_email}</dd>
              </>
            ) : null}
          </dl>
          {voucher.usage_records.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">
                Recent usage ({voucher.usage_records.length})
              </summary>
              <ul className="mt-2 grid gap-1">
                {voucher.usage_records.map((record) => (
                  <li key={`${record.user_email}-${record.redeemed_at}`} className="flex flex-wrap gap-x-3">
                    <span className="break-all">{record.user_email}</span>
                    <span className="text-muted-foreground">{dateTime(record.redeemed_at)}</span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <ActiveToggle
              active={voucher.is_active}
              wording="enable"
              what={`voucher ${voucher.code}`}
              busy={busy}
              onToggle={() => void toggle(voucher)}
            />
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onEdit(voucher)}>
              <Pencil aria-hidden="true" />
              Edit
              <span className="sr-only"> voucher {voucher.code}</span>
            </Button>
            <DeleteIconButton
              label={`Delete voucher ${voucher.code}`}
              busy={busy}
              title={`Delete voucher ${voucher.code}?`}
              description="The code stops working at once; its transactions stay. This cannot be undone."
              confirmLabel="Delete voucher"
              onConfirm={() => remove(voucher)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
