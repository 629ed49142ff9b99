import { describe, expect, it } from "vitest";
import { MOCK_NOTICE, MOCK_NOTICES } from "@/lib/ai/mock";
import { cardExcerpt, galleryCardData, reportTopic } from "@/lib/reports/cards";
import { MOCK_TEXTS } from "@/lib/ai/mock-texts";
import { LOCALES } from "@/lib/i18n/locales";

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

  // A report is written in its reader's language: its card has the topic the English one would.
  it.each([
    ["Leichte Akne im Gesicht", "Entzündete Papeln und Mitesser am Kinn.", "acne"],
    ["Trockene Stellen an den Händen", "Schuppige, spröde Haut.", "dry"],
    ["Fettige T-Zone", "Vermehrter Talg und ein glänzender Film auf der Stirn.", "oily"],
    ["Empfindliche Wangen", "Diffuse Rötung, vereinbar mit Rosazea.", "sensitive"],
    ["Falten auf der Stirn", "Feine Fältchen um die Augen.", "wrinkles"],
    ["Acné légère du visage", "Points noirs sur le menton.", "acne"],
    ["Plaques de peau sèche", "Une sécheresse marquée des tibias.", "dry"],
    ["Peau grasse", "Excès de sébum sur le front.", "oily"],
    ["Joues sensibles", "Rougeurs diffuses évoquant une rosacée.", "sensitive"],
    ["Rides du front", "Ridules autour des yeux.", "wrinkles"],
    ["Acné leve", "Granos y puntos negros en la barbilla.", "acne"],
    ["Piel seca en las manos", "", "dry"],
    ["Zona T grasa", "Exceso de sebo en la frente.", "oily"],
    ["Mejillas con enrojecimiento", "Compatible con rosácea.", "sensitive"],
    ["Arrugas en la frente", "", "wrinkles"],
    ["Acne lieve", "Brufoli e punti neri sul mento.", "acne"],
    ["Pelle secca sulle mani", "", "dry"],
    ["Zona T oleosa", "", "oily"],
    ["Guance sensibili", "Arrossamento diffuso, compatibile con rosacea.", "sensitive"],
    ["Rughe sulla fronte", "", "wrinkles"],
    ["Acne ligeira", "Borbulhas e pontos negros no queixo.", "acne"],
    ["Pele seca nas mãos", "Descamação ligeira.", "dry"],
    ["Zona T oleosa", "Excesso de sebo e brilho na testa.", "oily"],
    ["Face sensível", "Vermelhidão difusa, compatível com rosácea.", "sensitive"],
    ["Rugas na testa", "Linhas de expressão à volta dos olhos.", "wrinkles"],
    // No topic's word in any language: the general topic.
    ["Hautbefund", "Ein gutartiger Nävus, regelmäßig pigmentiert.", "general"],
  ])("%j + %j -> %s", (title, text, topic) => {
    expect(reportTopic(title, text)).toBe(topic);
  });

  it("the demonstration AI's report has the same topic in every language: no word of a translation is taken for a topic", () => {
    const topicIn = (locale: (typeof LOCALES)[number]) => {
      const texts = MOCK_TEXTS[locale];
      return reportTopic(texts.titles.full, ...Object.values(texts.full));
    };
    for (const locale of LOCALES) expect([locale, topicIn(locale)]).toEqual([locale, topicIn("en")]);
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
