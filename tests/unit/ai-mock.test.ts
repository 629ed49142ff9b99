import { beforeEach, describe, expect, it, vi } from "vitest";
import { analyzeSkin } from "@/lib/ai";
import { MEDICAL_DISCLAIMER_TEXT } from "@/lib/ai/disclaimer";
import { MEDICAL_DISCLAIMER_TEXTS } from "@/lib/ai/disclaimer";
import { MOCK_NOTICE, MOCK_NOTICES, mockAnalysis } from "@/lib/ai/mock";
import { FULL_SECTIONS, SECTION_HEADINGS, SUMMARY_SECTIONS } from "@/lib/ai/report-layout";
import type { AnalysisInput, AnalysisKind } from "@/lib/ai/types";
import { resetEnv } from "@/lib/config/env";
import { LOCALES } from "@/lib/i18n/locales";

// A unit test has no database: no key is stored in the console (lib/ai/config.ts reads it first).
vi.mock("@/lib/config/integration-secrets", () => ({ readIntegrationSecrets: async () => ({}) }));

const input = (kind: AnalysisKind, overrides: Partial<AnalysisInput> = {}): AnalysisInput => ({
  kind,
  language: "en",
  photos: [Buffer.from("photo one")],
  medicalRecords: [],
  profile: {},
  questionsAnswers: {},
  ...overrides,
});

const SUMMARY_HEADINGS = [
  "CONDITION IDENTIFIED",
  "CLINICAL OBSERVATIONS",
  "KEY FINDINGS",
  "INITIAL RECOMMENDATIONS",
  "MEDICAL DISCLAIMER",
];

const FULL_HEADINGS = [
  "1. CLINICAL OBSERVATION AND MORPHOLOGY",
  "2. DIFFERENTIAL DIAGNOSIS",
  "3. PATHOPHYSIOLOGY",
  "4. RECOMMENDED INVESTIGATIONS",
  "5. MANAGEMENT PLAN",
  "6. PROGNOSIS",
  "7. SPECIALISED INSIGHTS",
  "8. FOLLOW-UP STRATEGY",
  "9. CLINICAL APPROACH",
  "10. MEDICAL DISCLAIMER",
];

/** Lines of the content that are exactly one of the headings, in order of appearance. */
const headingsIn = (content: string, headings: string[]) =>
  content.split("\n").filter((line) => headings.includes(line));

describe("the mock analysis", () => {
  beforeEach(() => {
    delete process.env.OPENAI_API_KEY;
    resetEnv();
  });

  it("is what analyzeSkin answers when no OpenAI key is configured", async () => {
    const result = await analyzeSkin(input("summary"));

    expect(result).toEqual(mockAnalysis(input("summary")));
    expect(result.mock).toBe(true);
  });

  it("answers a summary in the summary layout with the demonstration sentence", () => {
    const result = mockAnalysis(input("summary"));

    expect(result.content).toContain(
      "This is a demonstration response. Full AI analysis will be available shortly.",
    );
    expect(MOCK_NOTICE).toBe("This is a demonstration response. Full AI analysis will be available shortly.");
    expect(headingsIn(result.content, SUMMARY_HEADINGS)).toEqual(SUMMARY_HEADINGS);
    expect(result.content).toContain(MEDICAL_DISCLAIMER_TEXT);
    expect(result.title.split(" ").length).toBeGreaterThanOrEqual(3);
    expect(result.title.split(" ").length).toBeLessThanOrEqual(5);
    expect(result.progressCommentary).toBeUndefined();
    expect(result).toMatchObject({ mock: true, model: "mock", promptUsed: "" });
  });

  it("answers a full report with the ten sections in order", () => {
    const result = mockAnalysis(input("full"));

    expect(result.content).toContain(MOCK_NOTICE);
    expect(headingsIn(result.content, FULL_HEADINGS)).toEqual(FULL_HEADINGS);
    expect(result.content).not.toContain("CONDITION IDENTIFIED");
    expect(result.progressCommentary).toBeUndefined();
    expect(result.mock).toBe(true);
  });

  it("answers a follow-up with the ten sections and a progress commentary naming the earlier report", () => {
    const result = mockAnalysis(
      input("followup", {
        previous: { date: "2025-03-01", condition: "Acne", findings: "Papules", recommendations: "Cleanser" },
      }),
    );

    expect(headingsIn(result.content, FULL_HEADINGS)).toEqual(FULL_HEADINGS);
    expect(result.progressCommentary).toContain(MOCK_NOTICE);
    expect(result.progressCommentary).toContain("2025-03-01");
    expect(result.mock).toBe(true);
  });

  it("offers three dynamic questions of each type so the questions step can be tried", () => {
    const { dynamicQuestions } = mockAnalysis(input("summary"));

    expect(dynamicQuestions).toHaveLength(3);
    expect(dynamicQuestions.map((q) => q.type)).toEqual(["select", "number", "text"]);
    expect(new Set(dynamicQuestions.map((q) => q.id)).size).toBe(3);
    expect(dynamicQuestions[0]?.options.length).toBeGreaterThanOrEqual(2);
  });

  it("is deterministic", () => {
    const photos = [Buffer.from("a"), Buffer.from("b")];
    expect(mockAnalysis(input("full", { photos }))).toEqual(mockAnalysis(input("full", { photos })));
    expect(mockAnalysis(input("full", { photos })).content).toContain("2 photos were received");
  });
});

describe("the mock analysis in the reader's language", () => {
  const OTHER_LANGUAGES = LOCALES.filter((language) => language !== "en");
  const previous = {
    date: "2025-03-01",
    condition: "Acne",
    findings: "Papules",
    recommendations: "Cleanser",
  };

  /** Every text a reader sees of a demonstration report, in one list. */
  const textsOf = (language: (typeof LOCALES)[number]) =>
    (["summary", "full", "followup"] as const).flatMap((kind) => {
      const result = mockAnalysis(input(kind, { language, previous }));
      return [
        result.title,
        ...result.content.split("\n").filter(Boolean),
        ...(result.progressCommentary ? [result.progressCommentary] : []),
        ...result.dynamicQuestions.flatMap((q) => [q.question, ...q.options]),
      ];
    });

  it.each(OTHER_LANGUAGES)("%s: leaves no English sentence, heading, question or option", (language) => {
    const english = textsOf("en");
    const texts = textsOf(language);
    expect(texts.filter((text) => english.includes(text))).toEqual([]);
    const written = texts.join("\n");
    expect(english.filter((sentence) => sentence.length > 20 && written.includes(sentence))).toEqual([]);
  });

  it.each(LOCALES)("%s: the layout's headings in order, its notice and its disclaimer", (language) => {
    const headings = SECTION_HEADINGS[language];
    const summary = mockAnalysis(input("summary", { language }));
    const summaryHeadings = [...SUMMARY_SECTIONS.map((key) => headings[key]), headings.medical_disclaimer];
    expect(headingsIn(summary.content, summaryHeadings)).toEqual(summaryHeadings);
    expect(summary.content.startsWith(MOCK_NOTICES[language])).toBe(true);
    expect(summary.content).toContain(MEDICAL_DISCLAIMER_TEXTS[language]);

    const full = mockAnalysis(input("full", { language }));
    const fullHeadings = [
      ...FULL_SECTIONS.map((key, i) => `${i + 1}. ${headings[key]}`),
      `10. ${headings.medical_disclaimer}`,
    ];
    expect(headingsIn(full.content, fullHeadings)).toEqual(fullHeadings);
  });

  it("keeps the questions' ids and types in every language, so answers mean the same", () => {
    const english = mockAnalysis(input("summary")).dynamicQuestions;
    for (const language of OTHER_LANGUAGES) {
      const questions = mockAnalysis(input("summary", { language })).dynamicQuestions;
      expect(questions.map(({ id, type, options }) => ({ id, type, options: options.length }))).toEqual(
        english.map(({ id, type, options }) => ({ id, type, options: options.length })),
      );
    }
  });

  it("counts the photos and dates the earlier report as the language writes them", () => {
    const photos = [Buffer.from("a"), Buffer.from("b")];
    expect(mockAnalysis(input("full", { language: "de", photos })).content).toContain(
      "Für diese Demo wurden 2 Fotos übermittelt.",
    );
    expect(mockAnalysis(input("full", { language: "fr" })).content).toContain(
      "1 photo a été reçue pour cette démonstration.",
    );
    expect(mockAnalysis(input("followup", { language: "de", previous })).progressCommentary).toContain(
      "Ihrem früheren Bericht vom 1. März 2025",
    );
    expect(mockAnalysis(input("followup", { language: "pt", previous })).progressCommentary).toContain(
      "relatório anterior de 1 de março de 2025",
    );
  });
});

describe("the mock analysis, streamed", () => {
  beforeEach(() => {
    delete process.env.OPENAI_API_KEY;
    process.env.MOCK_AI_PACE_MS = "5";
    resetEnv();
    return () => {
      delete process.env.MOCK_AI_PACE_MS;
      resetEnv();
    };
  });

  it("writes the report's title and content a few words at a time, at the set pace, ending with the report", async () => {
    const drafts: { text: string; at: number }[] = [];
    const started = performance.now();
    const result = await analyzeSkin(input("full"), {
      onDraft: (text) => drafts.push({ text, at: performance.now() - started }),
    });

    expect(result).toEqual(mockAnalysis(input("full")));
    expect(drafts.length).toBeGreaterThan(20);
    for (let i = 1; i < drafts.length; i++) {
      expect(drafts[i]!.text.startsWith(drafts[i - 1]!.text)).toBe(true);
      expect(drafts[i]!.text.length).toBeGreaterThan(drafts[i - 1]!.text.length);
    }
    expect(drafts[0]!.text).toBe(result.title.split(" ").slice(0, 3).join(" "));
    expect(drafts.at(-1)!.text).toBe(`${result.title}\n\n${result.content}`.trimEnd());
    // Paced: the pieces are spread out, not all written at once.
    expect(drafts.at(-1)!.at).toBeGreaterThanOrEqual((drafts.length - 1) * 4);
  });

  it("answers at once when nobody listens, whatever the pace", async () => {
    process.env.MOCK_AI_PACE_MS = "500"; // streamed, this report would take half a minute
    resetEnv();
    const started = performance.now();
    await analyzeSkin(input("full"));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
