/** What the fake model answers in the benchmarks: a condition and two follow-up questions. */
export const MODEL_ANSWER = {
  title: "Mild Inflammatory Acne",
  content:
    "CONDITION IDENTIFIED\nMild acne.\n\nKEY FINDINGS\n- Papules.\n\nMEDICAL DISCLAIMER\nInformational only.",
  progress_commentary: "",
  dynamic_questions: [
    { id: "duration", question: "How long?", type: "text", options: [], required: false },
    { id: "itch", question: "Itch from 0 to 10?", type: "number", options: [], required: false },
  ],
};
