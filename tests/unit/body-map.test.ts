import { describe, expect, it } from "vitest";
import { siteAnchor, siteAt } from "@/lib/spots/body-map";
import { BODY_SITES, SITE_NAMES } from "@/lib/spots/sites";
import en from "@/messages/en.json";

describe("the body map's sites", () => {
  it("places a spot of every site where the map names that site again", () => {
    for (const site of BODY_SITES.filter((s) => s !== "other")) {
      const { view, map_x, map_y } = siteAnchor(site);
      expect(siteAt(view, map_x, map_y), site).toBe(site);
    }
  });

  it("shows the person's left on our right from the front and on our left from the back", () => {
    expect(siteAt("front", 0.85, 0.42)).toBe("left_forearm");
    expect(siteAt("front", 0.15, 0.42)).toBe("right_forearm");
    expect(siteAt("back", 0.15, 0.42)).toBe("left_forearm");
    expect(siteAt("back", 0.85, 0.42)).toBe("right_forearm");
  });

  it("names the face from the front and the scalp from the back, the chest and the upper back", () => {
    expect(siteAt("front", 0.5, 0.06)).toBe("face");
    expect(siteAt("back", 0.5, 0.06)).toBe("scalp");
    expect(siteAt("front", 0.5, 0.22)).toBe("chest");
    expect(siteAt("back", 0.5, 0.22)).toBe("upper_back");
  });

  it("from behind, names the buttocks down to where the legs part, the thighs below", () => {
    expect(siteAt("back", 0.4, 0.53)).toBe("buttocks");
    expect(siteAt("back", 0.4, 0.56)).toBe("left_thigh");
    expect(siteAt("front", 0.4, 0.53)).toBe("right_thigh");
  });

  it("calls a place off the body 'other', and puts an 'other' spot beside the body", () => {
    expect(siteAt("front", 0.02, 0.02)).toBe("other");
    const anchor = siteAnchor("other");
    expect(siteAt(anchor.view, anchor.map_x, anchor.map_y)).toBe("other");
  });

  it("has a name for every site, in the e-mails and in the catalogue the pages read", () => {
    expect(Object.keys(SITE_NAMES).sort()).toEqual([...BODY_SITES].sort());
    expect(Object.keys(en.bodySites).sort()).toEqual([...BODY_SITES].sort());
  });
});
