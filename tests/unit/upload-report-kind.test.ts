import { describe, expect, it } from "vitest";
import { analysisProgress, chooseReportKind, progressStage, reportPath } from "@/lib/upload/report-kind";

const plain = { followupOf: null, canFollowUp: false, adminSummaryOnly: false };

describe("the report a submit asks for (spec section 4), as the server's entitlements say", () => {
  it.each([
    ["the next report is a summary", { ...plain, nextReportType: "summary" }, "summary"],
    ["the next report is a full one", { ...plain, nextReportType: "full" }, "full"],
    [
      "an admin chooses summary only",
      { ...plain, nextReportType: "full", adminSummaryOnly: true },
      "summary",
    ],
    [
      "follow-up mode where a follow-up is allowed",
      { ...plain, nextReportType: "full", followupOf: "r1", canFollowUp: true },
      "followup",
    ],
    [
      "follow-up mode where it is not: never a follow-up",
      { ...plain, nextReportType: "summary", followupOf: "r1", canFollowUp: false },
      "summary",
    ],
  ] as const)("%s: %s", (_case, options, kind) => {
    expect(chooseReportKind(options)).toBe(kind);
  });

  it("names the spec's three progress stages", () => {
    expect(progressStage(20)).toBe("uploading");
    expect(progressStage(40)).toBe("analysing");
    expect(progressStage(79)).toBe("analysing");
    expect(progressStage(80)).toBe("preparing");
  });

  it("sends every maker of a report to the owner's page, visitors too", () => {
    expect(reportPath("abc")).toBe("/analysis/abc");
  });
});

describe("the bar while the server analyses (its percentage runs 5-95)", () => {
  it("reading the photos and the model's writing fill it from the upload's 40 to just below 80", () => {
    expect(analysisProgress("photos", 5)).toBe(42);
    expect(progressStage(analysisProgress("writing", 20))).toBe("analysing");
    expect(analysisProgress("writing", 90)).toBe(79);
    expect(progressStage(analysisProgress("writing", 90))).toBe("analysing");
  });

  it("never goes back as the writing moves on", () => {
    const bars = [5, 20, 35, 50, 70, 90].map((percent) => analysisProgress("writing", percent));
    expect(bars).toEqual([...bars].sort((a, b) => a - b));
  });

  it("saving is the preparing stage", () => {
    expect(progressStage(analysisProgress("saving", 95))).toBe("preparing");
  });
});
