import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import {
  analysisRequestFor,
  attemptSignature,
  submissionFailure,
  type SubmissionForm,
} from "@/components/upload/submission";
import { ApiError } from "@/lib/api-client";
import en from "@/messages/en.json";
import de from "@/messages/de.json";
import { refusalText } from "@/components/i18n/use-refusal-text";
import type { RefusalCode } from "@/lib/errors/refusal-codes";

const t = createTranslator({ locale: "en", messages: en, namespace: "upload" });
/** A page's words for a refusal, as useRefusalText gives them in English and in German. */
const englishWords = (error: unknown, fallback: string) => refusalText(error, fallback, "en", () => null);
const germanRefusals = createTranslator({ locale: "de", messages: de, namespace: "errors.refusals" });
const germanWords = (error: unknown, fallback: string) =>
  refusalText(error, fallback, "de", (code: RefusalCode) => germanRefusals(code));
const uploadFailed = (reason: string) => t("failure.uploadFailed", { reason });
const UPLOAD_FAILED_FALLBACK = en.upload.failure.fallback;

const photo = (key: string) => ({ key, file: new File(["x"], `${key}.jpg`, { type: "image/jpeg" }) });
const record = new File(["%PDF"], "labs.pdf", { type: "application/pdf", lastModified: 1 });

const form: SubmissionForm = {
  kind: "summary",
  privacy: "public",
  photos: [photo("photo-1")],
  records: [],
  context: "",
  followupOf: null,
  spotId: null,
  language: "en",
};

describe("a retry of the upload wizard's submit is the same attempt only while nothing changed", () => {
  it("the same choices again: the same attempt (one Idempotency-Key, photos sent once)", () => {
    expect(attemptSignature({ ...form, photos: [photo("photo-1")] })).toBe(attemptSignature(form));
  });

  it.each<[string, Partial<SubmissionForm>]>([
    ["another kind (the free report after the first-free choice)", { kind: "full" }],
    ["another privacy", { privacy: "private" }],
    ["a photo added", { photos: [photo("photo-1"), photo("photo-2")] }],
    ["a record attached", { records: [record] }],
    ["the note edited", { context: "itchy since May" }],
    ["a follow-up of an earlier report", { followupOf: "r1" }],
    ["a spot chosen", { spotId: "s1" }],
    ["another page language", { language: "fr" }],
  ])("%s: a new attempt", (_change, changed) => {
    expect(attemptSignature({ ...form, ...changed })).not.toBe(attemptSignature(form));
  });

  it("another spot: a new attempt; the same spot again (a new spot made on the first try): the same", () => {
    const onSpot = { ...form, spotId: "s1" };
    expect(attemptSignature({ ...onSpot, spotId: "s2" })).not.toBe(attemptSignature(onSpot));
    expect(attemptSignature({ ...onSpot, photos: [photo("photo-1")] })).toBe(attemptSignature(onSpot));
  });
});

describe("what the analysis call asks for", () => {
  const upload = { photo_ids: ["p1", "p2"], upload_secret: null };

  it("a signed-in summary: the photos, the privacy and the page's language, nothing else", () => {
    expect(analysisRequestFor(form, { upload }, { canAddContextNote: false })).toEqual({
      photo_ids: ["p1", "p2"],
      privacy_setting: "public",
      language: "en",
    });
  });

  it("a report is asked for in the page's language; a follow-up keeps its earlier report's", () => {
    expect(
      analysisRequestFor({ ...form, language: "de" }, { upload }, { canAddContextNote: false }),
    ).toMatchObject({ language: "de" });
    const followup = { ...form, kind: "followup" as const, followupOf: "r1", language: "de" as const };
    expect(analysisRequestFor(followup, { upload }, { canAddContextNote: false })).not.toHaveProperty(
      "language",
    );
  });

  it("a visitor's analysis carries the upload's secret", () => {
    const visitor = { photo_ids: ["p1"], upload_secret: "s3cret" };
    expect(analysisRequestFor(form, { upload: visitor }, { canAddContextNote: false })).toMatchObject({
      upload_secret: "s3cret",
    });
  });

  it("the note goes trimmed, and only where the viewer may add one", () => {
    const noted = { ...form, context: "  itchy since May \n" };
    expect(analysisRequestFor(noted, { upload }, { canAddContextNote: true }).context_history).toBe(
      "itchy since May",
    );
    expect(analysisRequestFor(noted, { upload }, { canAddContextNote: false })).not.toHaveProperty(
      "context_history",
    );
    expect(
      analysisRequestFor({ ...form, context: "   " }, { upload }, { canAddContextNote: true }),
    ).not.toHaveProperty("context_history");
  });

  it("records go by the ids their upload answered, none when none were sent", () => {
    expect(
      analysisRequestFor(form, { upload, recordIds: ["m1"] }, { canAddContextNote: false }),
    ).toMatchObject({ medical_record_ids: ["m1"] });
    expect(
      analysisRequestFor(form, { upload, recordIds: [] }, { canAddContextNote: false }),
    ).not.toHaveProperty("medical_record_ids");
  });

  it.each(["summary", "full", "followup"] as const)(
    "a %s on a spot names the spot; on none, no spot_id",
    (kind) => {
      const onSpot = { ...form, kind, followupOf: kind === "followup" ? "r1" : null, spotId: "s1" };
      expect(analysisRequestFor(onSpot, { upload }, { canAddContextNote: false })).toMatchObject({
        spot_id: "s1",
      });
      expect(
        analysisRequestFor({ ...onSpot, spotId: null }, { upload }, { canAddContextNote: false }),
      ).not.toHaveProperty("spot_id");
    },
  );

  it("a follow-up names the earlier report; another kind in follow-up mode does not", () => {
    const followup = { ...form, kind: "followup" as const, followupOf: "r1" };
    expect(analysisRequestFor(followup, { upload }, { canAddContextNote: false })).toMatchObject({
      is_followup: true,
      previous_report_id: "r1",
    });
    const summary = { ...followup, kind: "summary" as const };
    const asked = analysisRequestFor(summary, { upload }, { canAddContextNote: false });
    expect(asked).not.toHaveProperty("is_followup");
    expect(asked).not.toHaveProperty("previous_report_id");
  });
});

describe("what a failed submit shows", () => {
  const error = (message: string, openUpgradeDialog = false) => ({
    kind: "error" as const,
    message,
    openUpgradeDialog,
  });

  it.each<[string, unknown, boolean, ReturnType<typeof submissionFailure>["show"]]>([
    [
      "the only way left to pay is the public free report: the choice, no toast",
      new ApiError(402, "The first free report is public.", "first_free_is_public"),
      true,
      { kind: "first_free_choice" },
    ],
    [
      "an option that needs an upgrade: the server's detail and the upgrade dialog",
      new ApiError(403, "Medical records need credits.", "upgrade_required"),
      true,
      error("Medical records need credits.", true),
    ],
    [
      "another 403: the server's detail alone",
      new ApiError(403, "Too many photos.", "too_many_photos"),
      true,
      error("Too many photos."),
    ],
    [
      "no credits left: 'Upload failed' with the detail",
      new ApiError(402, "Not enough credits.", "no_credits"),
      true,
      error(uploadFailed("Not enough credits.")),
    ],
    [
      "too many tries: 'Upload failed' with the detail",
      new ApiError(429, "Too many uploads.", "rate_limited"),
      true,
      error(uploadFailed("Too many uploads.")),
    ],
    [
      "an invalid request is no refusal: the entitlements stand",
      new ApiError(422, "photo_ids: add at least one photo"),
      false,
      error(uploadFailed("photo_ids: add at least one photo")),
    ],
    ["offline: the fallback text", new ApiError(0, null), false, error(UPLOAD_FAILED_FALLBACK)],
    [
      "a refusal without a detail: the fallback text",
      new ApiError(409, null, "conflict"),
      true,
      error(UPLOAD_FAILED_FALLBACK),
    ],
    [
      "an error in the browser: its message",
      new TypeError("Failed to read the file"),
      false,
      error(uploadFailed("Failed to read the file")),
    ],
    ["something not an error at all: the fallback text", "boom", false, error(UPLOAD_FAILED_FALLBACK)],
    // A streamed analysis that ends with its `error` event (lib/api-client/analysis-stream.ts).
    [
      "the model failed mid-stream: 'Upload failed' with the detail, the entitlements stand",
      new ApiError(502, "Failed to generate summary. Please try again."),
      false,
      error(uploadFailed("Failed to generate summary. Please try again.")),
    ],
    [
      "a refusal found at the charge: told by its code, and the entitlements are read again",
      new ApiError(502, "Not enough credits.", "no_credits"),
      true,
      error(uploadFailed("Not enough credits.")),
    ],
    [
      "an upgrade found needed at the charge: the detail and the upgrade dialog",
      new ApiError(502, "Private reports need credits.", "upgrade_required"),
      true,
      error("Private reports need credits.", true),
    ],
  ])("%s", (_case, thrown, readEntitlementsAgain, show) => {
    expect(submissionFailure(thrown, t, englishWords)).toEqual({
      readEntitlementsAgain,
      readSpotsAgain: false,
      show,
    });
  });

  it("a spot not found (deleted in another tab): the server's detail alone, and the spots are read again", () => {
    expect(submissionFailure(new ApiError(404, "Spot not found"), t, englishWords)).toEqual({
      readEntitlementsAgain: false,
      readSpotsAgain: true,
      show: error("Spot not found"),
    });
  });

  it("a follow-up naming another spot than its earlier report's: the server's detail", () => {
    const detail = "This report continues a report on another spot: leave spot_id out, or name that spot.";
    expect(submissionFailure(new ApiError(422, detail), t, englishWords).show).toEqual(
      error(uploadFailed(detail)),
    );
  });

  describe("on a German page", () => {
    const germanT = createTranslator({ locale: "de", messages: de, namespace: "upload" });
    it("a refusal with a code: the page's words for it, never the server's English", () => {
      const failure = submissionFailure(
        new ApiError(402, "Not enough credits.", "no_credits"),
        germanT,
        germanWords,
      );
      expect(failure.show).toEqual(
        error(germanT("failure.uploadFailed", { reason: de.errors.refusals.no_credits })),
      );
      const upgrade = submissionFailure(
        new ApiError(403, "Private needs credits.", "upgrade_required"),
        germanT,
        germanWords,
      );
      expect(upgrade.show).toEqual(error(de.errors.refusals.upgrade_required, true));
    });

    it("a refusal without a code: the page's own fallback", () => {
      const failure = submissionFailure(new ApiError(404, "Spot not found"), germanT, germanWords);
      expect(failure.show).toEqual(error(de.upload.failure.fallback));
      const invalid = submissionFailure(
        new ApiError(422, "photo_ids: add at least one photo"),
        germanT,
        germanWords,
      );
      expect(invalid.show).toEqual(error(de.upload.failure.fallback));
    });
  });
});
