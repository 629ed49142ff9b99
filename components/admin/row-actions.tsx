import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

// The buttons and state badge the console's managed lists (API keys, vouchers, reviews, hero
// images) give each row.

const WORDING = {
  enable: { active: "Active", inactive: "Disabled", turnOff: "Disable", turnOn: "Enable" },
  activate: { active: "Active", inactive: "Inactive", turnOff: "Deactivate", turnOn: "Activate" },
} as const;

/** How a row's switch is worded: keys and vouchers are enabled, content is activated. */
export type ActiveWording = keyof typeof WORDING;

export function ActiveBadge({ active, wording }: { active: boolean; wording: ActiveWording }) {
  const words = WORDING[wording];
  return <Badge variant={active ? "success" : "outline"}>{active ? words.active : words.inactive}</Badge>;
}

/** Switches a row on or off; `what` completes the accessible name ("Disable the key Clinic"). */
export function ActiveToggle({
  active,
  wording,
  what,
  busy,
  onToggle,
}: {
  active: boolean;
  wording: ActiveWording;
  what: string;
  busy: boolean;
  onToggle: () => void;
}) {
  const words = WORDING[wording];
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={onToggle}>
      {active ? words.turnOff : words.turnOn}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}

export function EditIconButton({
  label,
  busy,
  onEdit,
}: {
  label: string;
  busy: boolean;
  onEdit: () => void;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} disabled={busy} onClick={onEdit}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

/** A bin icon that asks before a destructive delete. */
export function DeleteIconButton({
  label,
  busy,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  label: string;
  busy: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} disabled={busy}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={onConfirm}
    />
  );
}
