import type { BodySite, SpotView } from "@/lib/generated/prisma/enums";

// Where the body sites are on the body map's two outlines (components/spots/body-outline.tsx draws
// them in the same box). Pure, so the map, the wizard and the tests share one geometry.
//
// A spot's place is map_x, map_y: 0 to 1 across and down its view's box (0, 0 its top left). The
// front is seen as facing us, so the person's left is on our right; the back shows their left on
// our left, as a body map in a clinic does.

/** The outlines' box, in SVG units: map_x = x / width, map_y = y / height. */
export const BODY_MAP_BOX = { width: 200, height: 440 } as const;

type Box = { x0: number; y0: number; x1: number; y1: number };
type Region = { site: BodySite; view: SpotView; box: Box };

/** The person's left on this view: on our right from the front, on our left from the back. */
const sideOf = (view: SpotView, x: number): "left" | "right" =>
  (view === "front") === x >= BODY_MAP_BOX.width / 2 ? "left" : "right";

/** Mirrored limb regions for one view, each given on our left half of the box. */
function limbs(view: SpotView): Region[] {
  const parts: [string, Box][] = [
    ["shoulder", { x0: 52, y0: 64, x1: 78, y1: 88 }],
    ["upper_arm", { x0: 38, y0: 88, x1: 66, y1: 160 }],
    ["forearm", { x0: 24, y0: 160, x1: 56, y1: 226 }],
    ["hand", { x0: 12, y0: 226, x1: 50, y1: 270 }],
    ["thigh", { x0: 66, y0: 228, x1: 100, y1: 306 }],
    ["knee", { x0: 68, y0: 306, x1: 98, y1: 336 }],
    ["lower_leg", { x0: 70, y0: 336, x1: 98, y1: 404 }],
    ["foot", { x0: 60, y0: 404, x1: 98, y1: 436 }],
  ];
  return parts.flatMap(([part, box]) => {
    const mirrored = {
      x0: BODY_MAP_BOX.width - box.x1,
      y0: box.y0,
      x1: BODY_MAP_BOX.width - box.x0,
      y1: box.y1,
    };
    return [box, mirrored].map((b) => ({
      site: `${sideOf(view, (b.x0 + b.x1) / 2)}_${part}` as BodySite,
      view,
      box: b,
    }));
  });
}

/** Checked in order: the first region holding a point names its site. */
const REGIONS: Region[] = [
  { site: "face", view: "front", box: { x0: 78, y0: 8, x1: 122, y1: 54 } },
  { site: "scalp", view: "back", box: { x0: 78, y0: 8, x1: 122, y1: 54 } },
  { site: "neck", view: "front", box: { x0: 86, y0: 54, x1: 114, y1: 68 } },
  { site: "neck", view: "back", box: { x0: 86, y0: 54, x1: 114, y1: 68 } },
  // Before the thighs: from behind, the buttocks come down over the top of the legs.
  { site: "buttocks", view: "back", box: { x0: 66, y0: 204, x1: 134, y1: 240 } },
  ...limbs("front"),
  ...limbs("back"),
  { site: "chest", view: "front", box: { x0: 66, y0: 64, x1: 134, y1: 132 } },
  { site: "abdomen", view: "front", box: { x0: 66, y0: 132, x1: 134, y1: 204 } },
  { site: "groin", view: "front", box: { x0: 66, y0: 204, x1: 134, y1: 228 } },
  { site: "upper_back", view: "back", box: { x0: 66, y0: 64, x1: 134, y1: 148 } },
  { site: "lower_back", view: "back", box: { x0: 66, y0: 148, x1: 134, y1: 204 } },
];

/** The site at a place on a view's outline (0 to 1 each way), or `other` off the body. */
export function siteAt(view: SpotView, mapX: number, mapY: number): BodySite {
  const x = mapX * BODY_MAP_BOX.width;
  const y = mapY * BODY_MAP_BOX.height;
  const region = REGIONS.find(
    (r) => r.view === view && x >= r.box.x0 && x <= r.box.x1 && y >= r.box.y0 && y <= r.box.y1,
  );
  return region?.site ?? "other";
}

/**
 * Where a new spot of a site goes when it was not placed on the map (the wizard's quick form):
 * the middle of the site's region, on the front where it has one. `other` goes beside the body.
 */
export function siteAnchor(site: BodySite): { view: SpotView; map_x: number; map_y: number } {
  const region =
    REGIONS.find((r) => r.site === site && r.view === "front") ?? REGIONS.find((r) => r.site === site);
  if (!region) return { view: "front", map_x: 0.92, map_y: 0.5 };
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    view: region.view,
    map_x: round((region.box.x0 + region.box.x1) / 2 / BODY_MAP_BOX.width),
    map_y: round((region.box.y0 + region.box.y1) / 2 / BODY_MAP_BOX.height),
  };
}
