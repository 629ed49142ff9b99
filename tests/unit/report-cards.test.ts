import { describe, expect, it } from "vitest";
import { MOCK_NOTICE, MOCK_NOTICES } from "@/lib/ai/mock";
import { cardExcerpt, galleryCardData, reportTopic } from "@/lib/reports/cards";

describe("reportTopic: a gallery card's tint and icon by keywords", () => {
  it.each([
    ["Mild Facial Acne", "", "acne"],
    ["Skin check", "Several inflamed papules and blackheads on the chin.", "acne"],
    ["Dry Patches on Hands", "", "dry"],
    ["Skin check", "Flaky, rough skin on the shins (xerosis).", "dry"],
    ["Oily T-Zone", "", "oily"],
    ["Skin check", "Excess sebum and a greasy shine on the forehead.", "oily"],
    ["Sensitive Cheeks", "", "sensitive"],
    ["Skin check", "Diffuse redness consistent with rosacea.", "sensitive"],
    ["Forehead Wrinkles", "", "wrinkles"],
    ["Skin check", "Fine lines around the eyes, early signs of ageing.", "wrinkles"],
    ["Benign Mole", "A regular, evenly pigmented nevus.", "general"],
    ["", "", "general"],
    // The spec's order decides when several topics appear.
    ["Acne on Dry Skin", "", "acne"],
    ["Dry and Sensitive Skin", "", "dry"],
    // Whole words only: "backdrop" is not acne, "laundry" is not dry.
    ["Skin check", "A backdrop of laundry detergent allergy.", "general"],
  ])("%j + %j -> %s", (title, text, topic) => {
    expect(reportTopic(title, text)).toBe(topic);
  });

  it("is case-insensitive", () => {
    expect(reportTopic("ACNE VULGARIS")).toBe("acne");
  });
});

describe("cardExcerpt", () => {
  it.each([
    ["CONDITION IDENTIFIED Mild acne on the cheeks.", "Mild acne on the cheeks."],
    [
      `${MOCK_NOTICE} CONDITION IDENTIFIED No condition. CLINICAL OBSERVATIONS Red spots.`,
      "No condition. Red spots.",
    ],
    ["1. CLINICAL OBSERVATION AND MORPHOLOGY Scaly plaques. 2. PROGNOSIS Good.", "Scaly plaques. Good."],
    ["KEY FINDINGS: use SPF 30 and UV protection", "use SPF 30 and UV protection"],
    ["Plain text stays as it is.", "Plain text stays as it is."],
    [
      `${MOCK_NOTICES.fr} AFFECTION IDENTIFIÉE Aucune affection. OBSERVATIONS CLINIQUES Rougeurs.`,
      "Aucune affection. Rougeurs.",
    ],
    ["1. OBSERVAÇÃO CLÍNICA E MORFOLOGIA Placas. 6. PROGNÓSTICO Bom.", "Placas. Bom."],
    [`${MOCK_NOTICES.de} ERKANNTER HAUTZUSTAND Keiner.`, "Keiner."],
  ])("%j -> %j", (excerpt, expected) => {
    expect(cardExcerpt(excerpt)).toBe(expected);
  });
});

describe("galleryCardData: the few fields a gallery card is drawn from", () => {
  const item = {
    id: "3474f665-ca64-46e2-af01-3f7de8df0f98",
    title: "Dry Patches on Hands",
    report_type: "summary",
    excerpt: "CONDITION IDENTIFIED Flaky skin on the knuckles.",
    created_at: "2026-11-27T10:54:30.246Z",
    photo_ids: ["a", "b"],
    language: "en" as const,
  };

  it("works out the topic, the excerpt as prose and the first photo on the server", () => {
    expect(galleryCardData(item)).toEqual({
      id: item.id,
      title: item.title,
      full: false,
      topic: "dry",
      excerpt: "Flaky skin on the knuckles.",
      created_at: item.created_at,
      photo_id: "a",
      language: "en",
    });
  });

  it("calls full reports and follow-ups full, and a report without photos has none", () => {
    for (const reportType of ["full", "followup"]) {
      const card = galleryCardData({ ...item, report_type: reportType, photo_ids: [] });
      expect(card.full).toBe(true);
      expect(card.photo_id).toBeNull();
    }
  });
});
