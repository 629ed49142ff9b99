import { describe, expect, it } from "vitest";
import { chooseReportKind, progressText, reportPath } from "@/lib/upload/report-kind";

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

  it("shows the spec's progress texts", () => {
    expect(progressText(20)).toBe("Uploading photos...");
    expect(progressText(40)).toBe("Running AI analysis...");
    expect(progressText(79)).toBe("Running AI analysis...");
    expect(progressText(80)).toBe("Preparing your report...");
  });

  it("sends every maker of a report to the owner's page, visitors too", () => {
    expect(reportPath("abc")).toBe("/analysis/abc");
  });
});
