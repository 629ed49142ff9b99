import { z } from "zod";
import { db } from "@/lib/db";
import { FULL_NAME_QUESTION_ID, type ProfileQuestionView } from "./schema";

// The account questionnaire: a synthetic full_name question (stored on the
// user) followed by the active questions of profile_questions.

const FULL_NAME_QUESTION: ProfileQuestionView = {
  id: FULL_NAME_QUESTION_ID,
  question: "What is your full name?",
  type: "text",
  category: "personal",
  options: [],
};

/** The default questionnaire; seeding updates these rows and adds missing ones. */
export const DEFAULT_PROFILE_QUESTIONS: ProfileQuestionView[] = [
  {
    id: "age_range",
    question: "What is your age range?",
    type: "select",
    category: "personal",
    options: ["Under 18", "18-24", "25-34", "35-44", "45-54", "55-64", "65 or older"],
  },
  {
    id: "skin_type",
    question: "How would you describe your skin type?",
    type: "select",
    category: "skin",
    options: ["Normal", "Dry", "Oily", "Combination", "Not sure"],
  },
  {
    id: "skin_concerns",
    question: "What are your main skin concerns?",
    type: "multiselect",
    category: "skin",
    options: [
      "Acne or breakouts",
      "Dryness or flaking",
      "Oiliness",
      "Redness or rosacea",
      "Eczema or itching",
      "Dark spots or pigmentation",
      "Wrinkles or fine lines",
      "Moles or growths",
      "Scarring",
    ],
  },
  {
    id: "skin_sensitivity",
    question: "How sensitive is your skin to new products?",
    type: "select",
    category: "skin",
    options: ["Not sensitive", "Slightly sensitive", "Very sensitive"],
  },
  {
    id: "sun_exposure",
    question: "How much time do you usually spend in the sun?",
    type: "select",
    category: "lifestyle",
    options: ["Rarely outdoors", "Up to 1 hour a day", "1-3 hours a day", "More than 3 hours a day"],
  },
  {
    id: "sunscreen_days_per_week",
    question: "On how many days a week do you use sunscreen?",
    type: "number",
    category: "lifestyle",
    options: [],
  },
  {
    id: "skincare_routine",
    question: "Describe your current skincare routine (products and how often).",
    type: "textarea",
    category: "lifestyle",
    options: [],
  },
  {
    id: "allergies_medications",
    question: "Do you have allergies, or take medications that affect your skin?",
    type: "textarea",
    category: "health",
    options: [],
  },
];

/** Idempotent: run at every start so existing databases get the default questionnaire. */
export async function seedProfileQuestions(): Promise<void> {
  await db.$transaction(
    DEFAULT_PROFILE_QUESTIONS.map((q, orderIndex) => {
      const fields = {
        question: q.question,
        type: q.type,
        category: q.category,
        options: q.options,
        orderIndex,
      };
      return db.profileQuestion.upsert({
        where: { id: q.id },
        create: { id: q.id, ...fields },
        update: fields,
      });
    }),
  );
}

const StoredOptions = z.array(z.string()).catch([]);

/** The questionnaire in display order, full_name first. */
export async function profileQuestions(): Promise<ProfileQuestionView[]> {
  const rows = await db.profileQuestion.findMany({
    where: { isActive: true },
    orderBy: [{ orderIndex: "asc" }, { id: "asc" }],
  });
  return [
    FULL_NAME_QUESTION,
    ...rows.map((row) => ({
      id: row.id,
      question: row.question,
      type: row.type,
      category: row.category,
      options: StoredOptions.parse(row.options),
    })),
  ];
}
