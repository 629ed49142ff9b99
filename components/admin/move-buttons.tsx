import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { canMove, type MoveDirection } from "@/lib/admin/ordering";

/** Up and down for one item of an ordered list; the first cannot move up, the last cannot move down. */
export function MoveButtons({
  index,
  count,
  itemLabel,
  busy,
  onMove,
}: {
  index: number;
  count: number;
  /** Names the item in the buttons' accessible names ("Move Morning light up"). */
  itemLabel: string;
  busy: boolean;
  onMove: (direction: MoveDirection) => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Move ${itemLabel} up`}
        disabled={busy || !canMove(index, count, "up")}
        onClick={() => onMove("up")}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Move ${itemLabel} down`}
        disabled={busy || !canMove(index, count, "down")}
        onClick={() => onMove("down")}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
