import type { PromptSet } from "@/lib/prompts/schema";

// The Prompts tab's texts; the spec's own where it gives them (admin-console.md section 8).

export const PROMPTS_LOAD_FAILED = "Failed to load prompts";
export const PROMPTS_SAVE_FAILED = "Failed to save prompts";

/** Each prompt's label and what it is for, in the order the form shows them. */
export const PROMPT_FIELDS: { key: keyof PromptSet; label: string; description: string }[] = [
  { key: "summary_prompt", label: "Summary prompt", description: "Writes the free summary report." },
  { key: "full_report_prompt", label: "Full report prompt", description: "Writes the paid full report." },
  {
    key: "photo_analysis_prompt",
    label: "Photo analysis prompt",
    description: "How the photos are looked at, for every report.",
  },
  {
    key: "attachment_prompt",
    label: "Attachment prompt",
    description: "How attached medical records are read.",
  },
  {
    key: "followup_prompt",
    label: "Follow-up prompt",
    description: "Compares a follow-up with the earlier report. It must keep the variables",
  },
];
