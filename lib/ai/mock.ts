import { disclaimerSection } from "./disclaimer";
import type { AnalysisInput, AnalysisKind, AnalysisResult, DynamicQuestion } from "./types";

// The answer when no AI key is configured: the real layout of each kind, so
// the whole flow (questions, report page, follow-ups) can be tried.

export const MOCK_NOTICE = "This is a demonstration response. Full AI analysis will be available shortly.";

export const MOCK_MODEL = "mock";

const MOCK_TITLES: Record<AnalysisKind, string> = {
  summary: "Demonstration Skin Analysis Summary",
  full: "Demonstration Full Skin Analysis Report",
  followup: "Demonstration Skin Progress Follow-Up",
};

const MOCK_QUESTIONS: DynamicQuestion[] = [
  {
    id: "duration",
    question: "How long have you had this skin concern?",
    type: "select",
    options: ["Less than a week", "1 to 4 weeks", "1 to 6 months", "More than 6 months"],
    required: false,
  },
  {
    id: "itch_level",
    question: "How itchy or uncomfortable is it, from 0 (not at all) to 10 (severe)?",
    type: "number",
    options: [],
    required: false,
  },
  {
    id: "recent_changes",
    question: "Have you recently changed skin care products, medicines or diet?",
    type: "text",
    options: [],
    required: false,
  },
];

function photosLine(input: AnalysisInput): string {
  const count = input.photos.length;
  return `${count} photo${count === 1 ? " was" : "s were"} received for this demonstration.`;
}

function summaryContent(input: AnalysisInput): string {
  return [
    MOCK_NOTICE,
    `CONDITION IDENTIFIED\nNo condition has been identified: this demonstration does not analyse the photos. ${photosLine(input)}`,
    "CLINICAL OBSERVATIONS\nThe AI analysis describes here the site, type, colour, size and distribution of what the photos show.",
    "KEY FINDINGS\n- The most important points of the analysis appear here.\n- Any feature that needs medical attention is listed first.",
    "INITIAL RECOMMENDATIONS\n- Keep the area clean and moisturised with gentle, fragrance-free products.\n- Use a broad-spectrum sunscreen of SPF 30 or more every day.\n- See a doctor or dermatologist if the area changes, bleeds or worries you.",
    disclaimerSection("summary"),
  ].join("\n\n");
}

const FULL_SECTIONS = [
  "1. CLINICAL OBSERVATION AND MORPHOLOGY\nThe AI analysis describes the site, distribution, lesions, colour, size and border seen in the photos.",
  "2. DIFFERENTIAL DIAGNOSIS\nThe leading diagnosis and its alternatives, ranked by likelihood, appear here.",
  "3. PATHOPHYSIOLOGY\nHow the leading condition develops and what triggers it.",
  "4. RECOMMENDED INVESTIGATIONS\nTests that would confirm or exclude the diagnoses, such as dermoscopy or a swab.",
  "5. MANAGEMENT PLAN\n- Gentle skin care and triggers to avoid.\n- Over-the-counter options.\n- Treatments a doctor may prescribe.",
  "6. PROGNOSIS\nThe expected course with and without treatment.",
  "7. SPECIALISED INSIGHTS\nConsiderations specific to your profile answers and medical records.",
  "8. FOLLOW-UP STRATEGY\nWhat to monitor, when to take comparison photos and which warning signs need a doctor.",
  "9. CLINICAL APPROACH\nThe reasoning behind the conclusion and the confidence in it.",
];

function fullContent(input: AnalysisInput): string {
  return [MOCK_NOTICE, photosLine(input), ...FULL_SECTIONS, disclaimerSection(input.kind)].join("\n\n");
}

function progressCommentary(input: AnalysisInput): string {
  const since = input.previous ? ` since your report of ${input.previous.date}` : "";
  return `${MOCK_NOTICE} The AI analysis compares these photos with your earlier report${since} and says here what has improved, what is unchanged and what needs attention.`;
}

/** A deterministic, instant analysis in the layout of the kind, marked as a mock. */
export function mockAnalysis(input: AnalysisInput): AnalysisResult {
  return {
    title: MOCK_TITLES[input.kind],
    content: input.kind === "summary" ? summaryContent(input) : fullContent(input),
    progressCommentary: input.kind === "followup" ? progressCommentary(input) : undefined,
    dynamicQuestions: MOCK_QUESTIONS.map((q) => ({ ...q, options: [...q.options] })),
    mock: true,
    // Nothing was sent to a model.
    promptUsed: "",
    model: MOCK_MODEL,
  };
}
