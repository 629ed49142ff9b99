import { useTranslations } from "next-intl";
import type { SpotView } from "@/lib/generated/prisma/enums";
import { BODY_MAP_BOX } from "@/lib/spots/body-map";

// The body map's figure: a standing, gender-neutral person, arms a little away from the body, drawn
// in BODY_MAP_BOX (lib/spots/body-map.ts names the sites in the same box). The shapes are drawn
// twice, a wider outline under the fill, so only the outline of their union shows. Each part is
// given on our left half and mirrored; the back adds a spine and shoulder blades, the front a navel.

type Point = readonly [number, number];
/** A tapered limb: a circle at each end joined by their outer tangents. */
type Limb = readonly [x1: number, y1: number, r1: number, x2: number, y2: number, r2: number];

const mirror = ([x, y]: Point): Point => [BODY_MAP_BOX.width - x, y];
const pt = ([x, y]: Point) => `${round(x)} ${round(y)}`;
const round = (n: number) => Math.round(n * 100) / 100;

/** The torso's left edge (our left), from the neck's base down to the crotch, as cubic curves. */
const TORSO_EDGE: readonly [Point, Point, Point][] = [
  [
    [80, 65],
    [66, 66],
    [60, 72],
  ],
  [
    [53, 79],
    [54, 92],
    [60, 104],
  ],
  [
    [66, 114],
    [69, 140],
    [71, 160],
  ],
  [
    [73, 178],
    [66, 196],
    [66, 214],
  ],
  [
    [66, 228],
    [80, 238],
    [100, 238],
  ],
];
const TORSO_TOP: Point = [90, 62];

/** The torso: the edge above, then the same edge mirrored and walked back up. */
function torsoPath(): string {
  let d = `M ${pt(mirror(TORSO_TOP))} L ${pt(TORSO_TOP)}`;
  for (const [c1, c2, end] of TORSO_EDGE) d += ` C ${pt(c1)} ${pt(c2)} ${pt(end)}`;
  const starts = [TORSO_TOP, ...TORSO_EDGE.map(([, , end]) => end)];
  for (let i = TORSO_EDGE.length - 1; i >= 0; i--) {
    const [c1, c2] = TORSO_EDGE[i]!;
    d += ` C ${pt(mirror(c2))} ${pt(mirror(c1))} ${pt(mirror(starts[i]!))}`;
  }
  return `${d} Z`;
}

/** The quadrilateral between a limb's two end circles' outer tangents (the circles are drawn too). */
function limbBridge([x1, y1, r1, x2, y2, r2]: Limb): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  const angle = Math.atan2(dy, dx);
  const spread = Math.acos((r1 - r2) / length);
  const at = (x: number, y: number, r: number, a: number): Point => [
    x + r * Math.cos(a),
    y + r * Math.sin(a),
  ];
  const corners = [
    at(x1, y1, r1, angle + spread),
    at(x2, y2, r2, angle + spread),
    at(x2, y2, r2, angle - spread),
    at(x1, y1, r1, angle - spread),
  ];
  return `M ${corners.map(pt).join(" L ")} Z`;
}

/** Arms, hands and legs on our left, each a chain of tapered segments. */
const LIMBS: Limb[] = [
  [58, 84, 12, 47, 156, 8.5], // upper arm
  [47, 156, 8.5, 37, 220, 6], // forearm
  [37, 222, 6, 32, 247, 8.5], // hand
  [40, 229, 3.2, 43, 241, 2.8], // thumb
  [83, 222, 18, 85, 316, 10.5], // thigh
  [85, 316, 10.5, 84.5, 344, 11], // knee to calf
  [84.5, 344, 11, 87, 398, 6], // calf to ankle
  [87, 400, 6.5, 81, 421, 9], // foot
];

function Shapes() {
  const limbs = [
    ...LIMBS,
    ...LIMBS.map(([x1, y1, r1, x2, y2, r2]): Limb => {
      const [mx1] = mirror([x1, y1]);
      const [mx2] = mirror([x2, y2]);
      return [mx1, y1, r1, mx2, y2, r2];
    }),
  ];
  return (
    <>
      <ellipse cx={100} cy={31} rx={19} ry={23} />
      <ellipse cx={81.5} cy={33} rx={3.5} ry={6} />
      <ellipse cx={118.5} cy={33} rx={3.5} ry={6} />
      <rect x={90} y={46} width={20} height={24} rx={6} />
      <path d={torsoPath()} />
      {limbs.map((limb, index) => (
        <g key={index}>
          <circle cx={limb[0]} cy={limb[1]} r={limb[2]} />
          <circle cx={limb[3]} cy={limb[4]} r={limb[5]} />
          <path d={limbBridge(limb)} />
        </g>
      ))}
    </>
  );
}

/** What each view adds inside the outline: soft lines that say which side we are looking at. */
function Details({ view }: { view: SpotView }) {
  if (view === "front")
    return (
      <>
        <path d="M 93 73 Q 82 76 70 73 M 107 73 Q 118 76 130 73" />
        <circle cx={100} cy={176} r={1.6} className="fill-current stroke-none" />
        <path d="M 80 318 q 6 4 12 0 M 108 318 q 6 4 12 0" />
      </>
    );
  return (
    <>
      <path d="M 100 72 L 100 196" strokeDasharray="2 4" />
      <path d="M 74 92 q 4 20 18 24 M 126 92 q -4 20 -18 24" />
      <path d="M 100 206 L 100 232 M 74 232 q 13 6 24 1 M 126 232 q -13 6 -24 1" />
      <path d="M 80 320 q 6 -4 12 0 M 108 320 q 6 -4 12 0" />
    </>
  );
}

/**
 * One view of the body map, scaled to its container's width. `data-body-hit` marks what a tap
 * may land on: the figure and a little around it.
 */
export function BodyOutline({ view, className }: { view: SpotView; className?: string }) {
  const t = useTranslations("spots");
  return (
    <svg
      viewBox={`0 0 ${BODY_MAP_BOX.width} ${BODY_MAP_BOX.height}`}
      role="img"
      aria-label={t("map.outline", { view })}
      className={className}
      data-view={view}
    >
      {/* Opacity on the group, so overlapping parts' outlines do not darken where they cross. */}
      <g className="fill-none stroke-primary" opacity={0.45} strokeWidth={3.5} data-body-hit="">
        <Shapes />
      </g>
      <g className="fill-primary-soft" data-body-hit="">
        <Shapes />
      </g>
      {/* A finger's width around the figure still counts as a tap on it. */}
      <g fill="none" stroke="transparent" strokeWidth={10} pointerEvents="stroke" data-body-hit="">
        <Shapes />
      </g>
      <g
        className="fill-none stroke-primary text-primary"
        opacity={0.35}
        strokeWidth={1.5}
        strokeLinecap="round"
        pointerEvents="none"
      >
        <Details view={view} />
      </g>
    </svg>
  );
}
