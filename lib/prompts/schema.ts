import { z } from "zod";
import { plainText } from "@/lib/validation/text";

// The five admin-editable prompts (the console's "Prompt set").

export const PROMPT_MAX_LENGTH = 20_000;

/** The follow-up prompt's variables, filled from the earlier report. */
export const FOLLOWUP_VARIABLES = [
  "{previous_date}",
  "{previous_condition}",
  "{previous_findings}",
  "{previous_recommendations}",
] as const;

const promptText = plainText()
  .trim()
  .min(1, "Must not be empty")
  .max(PROMPT_MAX_LENGTH, `Must be at most ${PROMPT_MAX_LENGTH} characters`);

// A follow-up prompt without these would compare the new photos with nothing, so saving it is refused.
const followupPromptText = promptText.superRefine((text, ctx) => {
  const missing = FOLLOWUP_VARIABLES.filter((variable) => !text.includes(variable));
  if (missing.length > 0) {
    ctx.addIssue({ code: "custom", message: `Must keep the variables ${missing.join(", ")}` });
  }
});

export const PromptSetSchema = z.object({
  summary_prompt: promptText,
  full_report_prompt: promptText,
  photo_analysis_prompt: promptText,
  attachment_prompt: promptText,
  followup_prompt: followupPromptText,
});

export type PromptSet = z.infer<typeof PromptSetSchema>;

export const PROMPT_KEYS = Object.keys(PromptSetSchema.shape) as (keyof PromptSet)[];
