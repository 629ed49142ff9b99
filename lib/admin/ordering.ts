// Hero images and reviews are ordered by order_index. Moving one up or down swaps it with its
// neighbour; the first cannot move up and the last cannot move down. Pure, so the console's
// buttons and the reorder endpoint's callers share it.

export type MoveDirection = "up" | "down";
export type OrderItem = { id: string; order_index: number };

/** May the item at `index` of a list of `length` move this way? */
export function canMove(index: number, length: number, direction: MoveDirection): boolean {
  return direction === "up" ? index > 0 : index >= 0 && index < length - 1;
}

/**
 * The whole list's order after moving `id` one place, numbered 0..n-1 so that rows sharing an
 * order_index (added before the console managed them) still change places; null when the move
 * is not possible. `items` is the list as shown, in its current order.
 */
export function moveItem(
  items: readonly { id: string }[],
  id: string,
  direction: MoveDirection,
): OrderItem[] | null {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1 || !canMove(index, items.length, direction)) return null;
  const ids = items.map((item) => item.id);
  const other = direction === "up" ? index - 1 : index + 1;
  [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  return ids.map((itemId, position) => ({ id: itemId, order_index: position }));
}

/** Does a new order name exactly the items there are now? One made from a stale list does not. */
export function coversExactly(currentIds: readonly string[], items: readonly OrderItem[]): boolean {
  const current = new Set(currentIds);
  return items.length === current.size && items.every((item) => current.has(item.id));
}
