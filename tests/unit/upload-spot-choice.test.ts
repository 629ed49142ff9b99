import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import {
  chosenSpot,
  guidedSpotId,
  initialSpotChoice,
  newSpotProblems,
  newSpotRequest,
  requestSpotId,
  spotSection,
  type SpotChoiceState,
  type SpotSection,
} from "@/components/upload/spot-choice";
import { siteAnchor, siteAt } from "@/lib/spots/body-map";
import en from "@/messages/en.json";

// The upload wizard's "Which spot is this?" (components/upload/spot-choice.ts).

const mine = [{ id: "s1" }, { id: "s2" }];

describe("who is asked which spot the report is on", () => {
  it.each<[string, Parameters<typeof spotSection>[0], SpotSection]>([
    [
      "a visitor: never (a visitor has no spots)",
      { signedIn: false, followupActive: false, earlierReport: null },
      { kind: "hidden" },
    ],
    [
      "a visitor with ?followup=: never",
      { signedIn: false, followupActive: true, earlierReport: { spot_id: "s1" } },
      { kind: "hidden" },
    ],
    [
      "signed in: the choice",
      { signedIn: true, followupActive: false, earlierReport: null },
      { kind: "choice" },
    ],
    [
      "a follow-up whose earlier report is still loading: nothing to choose yet",
      { signedIn: true, followupActive: true, earlierReport: null },
      { kind: "waiting" },
    ],
    [
      "a follow-up of a report on a spot: that spot, fixed (the server keeps it there)",
      { signedIn: true, followupActive: true, earlierReport: { spot_id: "s2" } },
      { kind: "fixed", spotId: "s2" },
    ],
    [
      "a follow-up of a report on no spot: the choice",
      { signedIn: true, followupActive: true, earlierReport: { spot_id: null } },
      { kind: "choice" },
    ],
  ])("%s", (_case, input, expected) => {
    expect(spotSection(input)).toEqual(expected);
  });
});

describe("what the choice means once the person's spots are known", () => {
  it("without ?spot= the report goes on no spot; with it, on that spot", () => {
    expect(chosenSpot(initialSpotChoice(null), mine)).toEqual({ mode: "none", spotId: null, missing: false });
    expect(chosenSpot(initialSpotChoice("s2"), mine)).toEqual({
      mode: "existing",
      spotId: "s2",
      missing: false,
    });
  });

  it("while the spots load, the preselected spot stands", () => {
    expect(chosenSpot(initialSpotChoice("s9"), undefined)).toMatchObject({ mode: "existing", spotId: "s9" });
  });

  it("a spot that is not among theirs (someone else's, deleted meanwhile) is no spot, and says so", () => {
    expect(chosenSpot(initialSpotChoice("s9"), mine)).toEqual({ mode: "none", spotId: null, missing: true });
  });

  it("a new spot being described has no id yet", () => {
    const state: SpotChoiceState = { mode: "new", existingId: "s1", label: "Mole", site: "chest" };
    expect(chosenSpot(state, mine)).toEqual({ mode: "new", spotId: null, missing: false });
  });
});

describe("the spot the request names and the spot the guidance frames against", () => {
  const onS1 = chosenSpot(initialSpotChoice("s1"), mine);
  const none = chosenSpot(initialSpotChoice(null), mine);

  it("a chosen spot goes with the request and guides the photo", () => {
    expect(requestSpotId({ kind: "choice" }, onS1)).toBe("s1");
    expect(guidedSpotId({ kind: "choice" }, onS1)).toBe("s1");
  });

  it("no spot: neither", () => {
    expect(requestSpotId({ kind: "choice" }, none)).toBeNull();
    expect(guidedSpotId({ kind: "choice" }, none)).toBeNull();
  });

  it("a fixed follow-up names no spot (the server decides) but is guided by its earlier report's spot", () => {
    expect(requestSpotId({ kind: "fixed", spotId: "s2" }, onS1)).toBeNull();
    expect(guidedSpotId({ kind: "fixed", spotId: "s2" }, onS1)).toBe("s2");
  });

  it("a visitor, or a follow-up still loading: neither", () => {
    for (const section of [{ kind: "hidden" }, { kind: "waiting" }] as const) {
      expect(requestSpotId(section, onS1)).toBeNull();
      expect(guidedSpotId(section, onS1)).toBeNull();
    }
  });
});

describe("a new spot made from the wizard", () => {
  const t = createTranslator({ locale: "en", messages: en, namespace: "upload" });
  const { labelRequired: SPOT_LABEL_REQUIRED, siteRequired: SPOT_SITE_REQUIRED } = en.upload.spot;

  it.each<[string, { label: string; site: SpotChoiceState["site"] }, ReturnType<typeof newSpotProblems>]>([
    ["a name and a site: ready", { label: "Mole", site: "chest" }, null],
    ["no name", { label: "", site: "chest" }, { label: SPOT_LABEL_REQUIRED }],
    ["a name of only spaces", { label: "   ", site: "chest" }, { label: SPOT_LABEL_REQUIRED }],
    ["no site", { label: "Mole", site: null }, { site: SPOT_SITE_REQUIRED }],
    ["neither", { label: "", site: null }, { label: SPOT_LABEL_REQUIRED, site: SPOT_SITE_REQUIRED }],
  ])("%s", (_case, described, problems) => {
    expect(newSpotProblems(described, t)).toEqual(problems);
  });

  it("is named as typed, trimmed, and placed in the middle of its site on the map", () => {
    const request = newSpotRequest("  Mole by the collarbone ", "left_shoulder");
    expect(request).toEqual({
      label: "Mole by the collarbone",
      body_site: "left_shoulder",
      ...siteAnchor("left_shoulder"),
    });
    expect(siteAt(request.view, request.map_x, request.map_y)).toBe("left_shoulder");
  });
});
