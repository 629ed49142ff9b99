import { describe, expect, it } from "vitest";
import { disclaimerSection, MEDICAL_DISCLAIMER_TEXT, MEDICAL_DISCLAIMER_TEXTS } from "@/lib/ai/disclaimer";
import { mockAnalysis, MOCK_NOTICES } from "@/lib/ai/mock";
import { FULL_SECTIONS, SECTION_HEADINGS, SUMMARY_SECTIONS } from "@/lib/ai/report-layout";
import { LOCALES } from "@/lib/i18n/locales";
import { headingTitle, parseReportSections, readHeading } from "@/lib/reports/sections";

describe("readHeading: which lines start a section", () => {
  it.each([
    ["CONDITION IDENTIFIED", { number: null, heading: "CONDITION IDENTIFIED", inline: "" }],
    [
      "1. CLINICAL OBSERVATION AND MORPHOLOGY",
      { number: 1, heading: "CLINICAL OBSERVATION AND MORPHOLOGY", inline: "" },
    ],
    ["10) MEDICAL DISCLAIMER", { number: 10, heading: "MEDICAL DISCLAIMER", inline: "" }],
    [
      "KEY FINDINGS: redness on both cheeks",
      { number: null, heading: "KEY FINDINGS", inline: "redness on both cheeks" },
    ],
    ["## INITIAL RECOMMENDATIONS", { number: null, heading: "INITIAL RECOMMENDATIONS", inline: "" }],
    ["**PROGNOSIS**", { number: null, heading: "PROGNOSIS", inline: "" }],
    ["  FOLLOW-UP STRATEGY  ", { number: null, heading: "FOLLOW-UP STRATEGY", inline: "" }],
  ])("%j is a heading", (line, expected) => {
    expect(readHeading(line)).toEqual(expected);
  });

  it.each([
    "Mild acne on the cheeks.",
    "- Use SPF 30 daily",
    "1. Wash twice a day",
    "UV",
    "Note: SPF helps",
    "",
    "A".repeat(81),
  ])("%j is not a heading", (line) => {
    expect(readHeading(line)).toBeNull();
  });
});

describe("headingTitle", () => {
  it.each([
    ["CLINICAL OBSERVATION AND MORPHOLOGY", "Clinical Observation and Morphology"],
    ["KEY FINDINGS", "Key Findings"],
    ["FOLLOW-UP STRATEGY", "Follow-up Strategy"],
    ["OF MICE", "Of Mice"],
  ])("%s -> %s", (heading, title) => {
    expect(headingTitle(heading)).toBe(title);
  });

  it.each([
    ["de", "KLINISCHE BEOBACHTUNG UND MORPHOLOGIE", "Klinische Beobachtung und Morphologie"],
    ["de", "STRATEGIE ZUR VERLAUFSKONTROLLE", "Strategie zur Verlaufskontrolle"],
    ["fr", "ÉLÉMENTS PROPRES À VOTRE SITUATION", "Éléments propres à votre situation"],
    ["es", "OBSERVACIÓN CLÍNICA Y MORFOLOGÍA", "Observación clínica y morfología"],
    ["it", "STRATEGIA DI FOLLOW-UP", "Strategia di follow-up"],
    ["pt", "AFEÇÃO IDENTIFICADA", "Afeção identificada"],
  ] as const)("in %s, %s -> %s", (language, heading, title) => {
    expect(headingTitle(heading, language)).toBe(title);
  });
});

describe("a report in each language", () => {
  it.each(LOCALES)(
    "%s: the demonstration report reads as nine numbered sections and its disclaimer",
    (language) => {
      const { content } = mockAnalysis({ kind: "full", language, photos: [Buffer.alloc(1)] } as never);
      const parsed = parseReportSections(content, language);
      expect(parsed.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(parsed.sections.map((s) => s.heading)).toEqual(
        FULL_SECTIONS.map((key) => SECTION_HEADINGS[language][key]),
      );
      expect(parsed.disclaimer).toBe(MEDICAL_DISCLAIMER_TEXTS[language]);
      expect(parsed.intro[0]).toEqual({ kind: "paragraph", text: MOCK_NOTICES[language] });
    },
  );

  it.each(LOCALES)("%s: the summary's sections and disclaimer too", (language) => {
    const { content } = mockAnalysis({ kind: "summary", language, photos: [Buffer.alloc(1)] } as never);
    const parsed = parseReportSections(content, language);
    expect(parsed.sections.map((s) => s.heading)).toEqual(
      SUMMARY_SECTIONS.map((key) => SECTION_HEADINGS[language][key]),
    );
    expect(parsed.disclaimer).toBe(MEDICAL_DISCLAIMER_TEXTS[language]);
  });
});

describe("parseReportSections", () => {
  it("a summary in the spec's layout reads as its sections, title dropped, disclaimer apart", () => {
    const text = [
      "TITLE",
      "Mild Facial Acne",
      "",
      "CONDITION IDENTIFIED",
      "Mild inflammatory acne.",
      "",
      "CLINICAL OBSERVATIONS",
      "Several small red papules",
      "on both cheeks.",
      "",
      "Some blackheads on the nose.",
      "",
      "KEY FINDINGS",
      "- Papules on the cheeks",
      "- No scarring",
      "",
      "INITIAL RECOMMENDATIONS: gentle care.",
      "1. Wash twice a day",
      "2. Use SPF 30",
      "",
      "MEDICAL DISCLAIMER",
      "Not medical advice.",
    ].join("\n");
    const parsed = parseReportSections(text);
    expect(parsed.intro).toEqual([]);
    expect(parsed.disclaimer).toBe("Not medical advice.");
    expect(parsed.sections).toEqual([
      {
        heading: "CONDITION IDENTIFIED",
        title: "Condition Identified",
        number: null,
        blocks: [{ kind: "paragraph", text: "Mild inflammatory acne." }],
      },
      {
        heading: "CLINICAL OBSERVATIONS",
        title: "Clinical Observations",
        number: null,
        blocks: [
          { kind: "paragraph", text: "Several small red papules on both cheeks." },
          { kind: "paragraph", text: "Some blackheads on the nose." },
        ],
      },
      {
        heading: "KEY FINDINGS",
        title: "Key Findings",
        number: null,
        blocks: [{ kind: "list", items: ["Papules on the cheeks", "No scarring"] }],
      },
      {
        heading: "INITIAL RECOMMENDATIONS",
        title: "Initial Recommendations",
        number: null,
        blocks: [
          { kind: "paragraph", text: "gentle care." },
          { kind: "list", items: ["Wash twice a day", "Use SPF 30"] },
        ],
      },
    ]);
  });

  it("a full report keeps its section numbers, and text before the first heading is the intro", () => {
    const { content } = mockAnalysis({ kind: "full", language: "en", photos: [Buffer.alloc(1)] } as never);
    const parsed = parseReportSections(content);
    expect(parsed.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(parsed.sections[0]!.title).toBe("Clinical Observation and Morphology");
    expect(parsed.intro[0]).toEqual({
      kind: "paragraph",
      text: expect.stringMatching(/^This is a demonstration/),
    });
    expect(parsed.disclaimer).toBe(MEDICAL_DISCLAIMER_TEXT);
  });

  it("text without headings is all intro, and without a disclaimer section the disclaimer is null", () => {
    expect(parseReportSections("Just one line.\nAnd another.")).toEqual({
      intro: [{ kind: "paragraph", text: "Just one line. And another." }],
      sections: [],
      disclaimer: null,
    });
    expect(parseReportSections("")).toEqual({ intro: [], sections: [], disclaimer: null });
  });

  it("the standard disclaimer section of a summary is recognised", () => {
    expect(parseReportSections(disclaimerSection("summary")).disclaimer).toBe(MEDICAL_DISCLAIMER_TEXT);
  });

  it("Windows line ends read the same", () => {
    expect(parseReportSections("KEY FINDINGS\r\n- one\r\n- two").sections[0]!.blocks).toEqual([
      { kind: "list", items: ["one", "two"] },
    ]);
  });
});
