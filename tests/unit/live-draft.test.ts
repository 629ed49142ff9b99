import { describe, expect, it } from "vitest";
import { draftView, EMPTY_DRAFT, withEvent } from "@/lib/analysis/live-draft";

// A report while its stream's deltas arrive: the title, then the sections, as the finished report lays them out.

const TEXT =
  "Mild Acne\n\nCONDITION IDENTIFIED\nPapules on both cheeks.\n\nKEY FINDINGS\n- Mild\n- No scarring\n\nMEDICAL DISCLAIMER\nInformational only.";

describe("a report's text as it is written", () => {
  it("keeps the run's id, the furthest percentage and the text of every delta, in order", () => {
    const events = [
      { event: "report", data: { report_id: "r1" } },
      { event: "progress", data: { phase: "photos", percent: 5 } },
      { event: "delta", data: { text: "Mild " } },
      { event: "progress", data: { phase: "writing", percent: 30 } },
      { event: "delta", data: { text: "Acne\n\n" } },
      { event: "progress", data: { phase: "writing", percent: 20 } },
    ] as const;
    const draft = events.reduce(withEvent, EMPTY_DRAFT);
    expect(draft).toEqual({ reportId: "r1", phase: "writing", percent: 30, text: "Mild Acne\n\n" });
  });

  it("shows the title as it grows, before any content", () => {
    expect(draftView("Mild Ac")).toMatchObject({ title: "Mild Ac", writing: null });
    expect(draftView("Mild Ac").body.sections).toEqual([]);
  });

  it("lays out each section as it arrives, and names the one being written", () => {
    const upToFindings = TEXT.slice(0, TEXT.indexOf("- No scarring"));
    const view = draftView(upToFindings);
    expect(view.title).toBe("Mild Acne");
    expect(view.body.sections.map((s) => s.title)).toEqual(["Condition Identified", "Key Findings"]);
    expect(view.body.sections[1]!.blocks).toEqual([{ kind: "list", items: ["Mild"] }]);
    expect(view.writing).toEqual({ kind: "section", title: "Key Findings" });
  });

  it("shows a heading once its line is complete, never a word in capitals that starts a sentence", () => {
    expect(draftView("Mild Acne\n\nCONDITION IDENTIFIED\nPapules.\n\nSPF").body.sections).toHaveLength(1);
    expect(
      draftView("Mild Acne\n\nCONDITION IDENTIFIED\nPapules.\n\nSPF 30 daily").body.sections,
    ).toHaveLength(1);
    expect(draftView("Mild Acne\n\nCONDITION IDENTIFIED\nPapules.\n\nKEY FINDINGS\n").writing).toEqual({
      kind: "section",
      title: "Key Findings",
    });
  });

  it("the whole text is laid out as the finished report is, the disclaimer apart", () => {
    const view = draftView(TEXT);
    expect(view.body.sections.map((s) => s.heading)).toEqual(["CONDITION IDENTIFIED", "KEY FINDINGS"]);
    expect(view.body.disclaimer).toBe("Informational only.");
    expect(view.writing).toEqual({ kind: "disclaimer" });
  });
});
