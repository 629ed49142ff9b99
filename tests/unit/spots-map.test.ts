import { createTranslator } from "next-intl";
import { formatterFor } from "@/lib/i18n/format";
import { describe, expect, it } from "vitest";
import { headerLinks } from "@/components/layout/navigation";
import {
  dueState,
  labelProblem,
  lastCheckText,
  newSpotPlace,
  nextCheckText,
  spotDotName,
  tapPlace,
} from "@/components/spots/spot-display";
import { siteAnchor } from "@/lib/spots/body-map";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

/** The page's words in a language, as useTranslations and useRegionalFormatter give them. */
function wordsIn(locale: "en" | "de", messages: typeof en) {
  return {
    t: createTranslator({ locale, messages, namespace: "spots" }),
    sites: createTranslator({ locale, messages, namespace: "bodySites" }),
    format: formatterFor(locale),
  };
}
const words = wordsIn("en", en);

describe("the body map's dots and list show the server's word on a spot", () => {
  it.each([
    { check_due: true, next_check_due_at: "2027-01-01T00:00:00.000Z", state: "due", next: en.spots.dueNow },
    {
      check_due: false,
      next_check_due_at: "2027-03-05T12:00:00.000Z",
      state: "scheduled",
      next: "5 Mar 2027",
    },
    { check_due: false, next_check_due_at: null, state: "none", next: en.spots.noReminder },
  ] as const)("check_due $check_due, due $next_check_due_at: $state", ({ state, next, ...spot }) => {
    expect(dueState(spot)).toBe(state);
    expect(nextCheckText(spot, words)).toBe(next);
  });

  it("a due date already past is not 'due' unless the server says so: the page compares no dates", () => {
    const spot = { check_due: false, next_check_due_at: "2000-01-01T12:00:00.000Z" };
    expect(dueState(spot)).toBe("scheduled");
    expect(nextCheckText(spot, words)).toBe("1 Jan 2000");
  });

  it("says when a spot was last checked, or that it never was", () => {
    expect(lastCheckText({ last_check_at: null }, words)).toBe(en.spots.notCheckedYet);
    expect(lastCheckText({ last_check_at: "2026-11-20T12:00:00.000Z" }, words)).toBe("20 Nov 2026");
  });

  it("says it in the page's language, dates too", () => {
    const german = wordsIn("de", de);
    expect(lastCheckText({ last_check_at: "2026-11-20T12:00:00.000Z" }, german)).toBe("20. Nov. 2026");
    expect(nextCheckText({ check_due: true, next_check_due_at: null }, german)).toBe(de.spots.dueNow);
    expect(spotDotName({ label: "Muttermal", body_site: "left_shoulder", check_due: true }, german)).toBe(
      `Muttermal, ${de.bodySites.left_shoulder}, ${de.spots.map.dotDue}`,
    );
  });

  it("names a dot by its label and site, and says when a check is due", () => {
    expect(spotDotName({ label: "Mole", body_site: "left_shoulder", check_due: false }, words)).toBe(
      "Mole, Left shoulder",
    );
    expect(spotDotName({ label: "Patch", body_site: "other", check_due: true }, words)).toBe(
      "Patch, Elsewhere, check due",
    );
  });
});

describe("a label the form refuses", () => {
  // The schema's messages are the API's English; the form names the rule in the page's language.
  it.each([
    ["too_small", "empty"],
    ["too_big", "tooLong"],
    ["custom", "controlCharacters"],
  ] as const)("zod's %s is the label's %s rule", (type, problem) => {
    expect(labelProblem(type)).toBe(problem);
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
