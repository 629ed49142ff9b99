import { describe, expect, it } from "vitest";
import { canMove, coversExactly, moveItem } from "@/lib/admin/ordering";

// Moving a hero image or a review up or down in the console.

const list = [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("moving an item up or down", () => {
  it.each([
    ["a", "up", null],
    ["a", "down", ["b", "a", "c"]],
    ["b", "up", ["b", "a", "c"]],
    ["b", "down", ["a", "c", "b"]],
    ["c", "up", ["a", "c", "b"]],
    ["c", "down", null],
    ["missing", "up", null],
  ] as const)("%s %s gives %j", (id, direction, order) => {
    const moved = moveItem(list, id, direction);
    expect(moved?.map((item) => item.id) ?? null).toEqual(order);
    if (moved) expect(moved.map((item) => item.order_index)).toEqual([0, 1, 2]);
  });

  it("the first cannot move up and the last cannot move down; a single item cannot move", () => {
    expect([canMove(0, 3, "up"), canMove(0, 3, "down"), canMove(2, 3, "up"), canMove(2, 3, "down")]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([canMove(0, 1, "up"), canMove(0, 1, "down")]).toEqual([false, false]);
  });

  it("an order must name exactly the items there are", () => {
    const order = moveItem(list, "b", "up")!;
    expect(coversExactly(["a", "b", "c"], order)).toBe(true);
    expect(coversExactly(["a", "b", "c", "d"], order)).toBe(false);
    expect(coversExactly(["a", "b"], order)).toBe(false);
  });
});
