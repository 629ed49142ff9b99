import { describe, expect, it } from "vitest";
import {
  chooseReportKind,
  defaultPrivacy,
  photoLimit,
  progressText,
  reportPath,
  type Viewer,
} from "@/lib/upload/report-kind";

const visitor: Viewer = { signedIn: false, credits: 0, subscriptionActive: false, isAdmin: false };
const free: Viewer = { ...visitor, signedIn: true };
const withCredits: Viewer = { ...free, credits: 2 };
const subscriber: Viewer = { ...free, subscriptionActive: true };
const admin: Viewer = { ...withCredits, isAdmin: true };
const plain = { followupOf: null, adminSummaryOnly: false };

describe("the report a submit asks for (spec section 4)", () => {
  it.each([
    ["a visitor", visitor, plain, "summary"],
    ["a free user", free, plain, "summary"],
    ["a user with credits", withCredits, plain, "full"],
    ["a subscriber", subscriber, plain, "full"],
    ["an admin choosing summary only", admin, { followupOf: null, adminSummaryOnly: true }, "summary"],
    ["a non-admin cannot force a summary", withCredits, { followupOf: null, adminSummaryOnly: true }, "full"],
    ["a subscriber in follow-up mode", subscriber, { followupOf: "r1", adminSummaryOnly: false }, "followup"],
    ["a visitor never follows up", visitor, { followupOf: "r1", adminSummaryOnly: false }, "summary"],
  ] as const)("%s gets %s", (_who, viewer, options, kind) => {
    expect(chooseReportKind(viewer, options)).toBe(kind);
  });

  it("paying users start private, everyone else public", () => {
    expect(defaultPrivacy(visitor)).toBe("public");
    expect(defaultPrivacy(free)).toBe("public");
    expect(defaultPrivacy(withCredits)).toBe("private");
  });

  it("free users and visitors may pick the free number of photos, paying users the paid one", () => {
    const limits = { free: 1, paid: 3 };
    expect(photoLimit(visitor, limits)).toBe(1);
    expect(photoLimit(free, limits)).toBe(1);
    expect(photoLimit(subscriber, limits)).toBe(3);
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
