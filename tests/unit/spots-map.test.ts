import { describe, expect, it } from "vitest";
import { headerLinks } from "@/components/layout/navigation";
import {
  dueState,
  lastCheckText,
  newSpotPlace,
  nextCheckText,
  spotDotName,
  tapPlace,
} from "@/components/spots/spot-display";
import { DUE_NOW, NO_REMINDER, NOT_CHECKED } from "@/components/spots/texts";
import { siteAnchor } from "@/lib/spots/body-map";

describe("the body map's dots and list show the server's word on a spot", () => {
  it.each([
    { check_due: true, next_check_due_at: "2027-01-01T00:00:00.000Z", state: "due", next: DUE_NOW },
    {
      check_due: false,
      next_check_due_at: "2027-03-05T12:00:00.000Z",
      state: "scheduled",
      next: "Mar 5, 2027",
    },
    { check_due: false, next_check_due_at: null, state: "none", next: NO_REMINDER },
  ] as const)("check_due $check_due, due $next_check_due_at: $state", ({ state, next, ...spot }) => {
    expect(dueState(spot)).toBe(state);
    expect(nextCheckText(spot)).toBe(next);
  });

  it("a due date already past is not 'due' unless the server says so: the page compares no dates", () => {
    const spot = { check_due: false, next_check_due_at: "2000-01-01T12:00:00.000Z" };
    expect(dueState(spot)).toBe("scheduled");
    expect(nextCheckText(spot)).toBe("Jan 1, 2000");
  });

  it("says when a spot was last checked, or that it never was", () => {
    expect(lastCheckText({ last_check_at: null })).toBe(NOT_CHECKED);
    expect(lastCheckText({ last_check_at: "2026-11-20T12:00:00.000Z" })).toBe("Nov 20, 2026");
  });

  it("names a dot by its label and site, and says when a check is due", () => {
    expect(spotDotName({ label: "Mole", body_site: "left_shoulder", check_due: false })).toBe(
      "Mole, Left shoulder",
    );
    expect(spotDotName({ label: "Patch", body_site: "other", check_due: true })).toBe(
      "Patch, Elsewhere, check due",
    );
  });
});

describe("where a new spot goes", () => {
  const box = { left: 100, top: 50, width: 200, height: 440 };

  it("a tap is its share of the view's box, to a thousandth", () => {
    expect(tapPlace("back", box, 165, 126.12)).toEqual({ view: "back", map_x: 0.325, map_y: 0.173 });
  });

  it("a tap on the very edge stays on the map", () => {
    expect(tapPlace("front", box, 90, 500)).toEqual({ view: "front", map_x: 0, map_y: 1 });
  });

  it("goes where it was tapped, or, made from the keyboard, to the middle of the chosen site", () => {
    const tapped = { view: "back" as const, map_x: 0.3, map_y: 0.2 };
    expect(newSpotPlace(tapped, "right_knee")).toEqual(tapped);
    expect(newSpotPlace(null, "right_knee")).toEqual(siteAnchor("right_knee"));
    expect(newSpotPlace(null, "upper_back").view).toBe("back");
  });
});

describe("the header's My Spots link", () => {
  const visitor = { signed_in: false, is_admin: false, subscribed: false };
  const member = { signed_in: true, is_admin: false, subscribed: false };

  it("is for signed-in people only, before Free Credits", () => {
    // Named by layout.nav.<id> in the catalogues.
    expect(headerLinks(true, visitor).map((link) => link.id)).toEqual(["community", "pricing"]);
    expect(headerLinks(true, member).map((link) => [link.id, link.href])).toEqual([
      ["community", "/gallery"],
      ["pricing", "/pricing"],
      ["spots", "/spots"],
      ["referrals", "/referrals"],
    ]);
  });
});
