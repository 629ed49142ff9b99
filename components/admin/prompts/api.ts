import type { PromptSet } from "@/lib/prompts/schema";
import type { Prompts, PromptsSaved } from "@/lib/admin/answer-schemas";
import { apiRequest, type Answer } from "@/lib/api-client";

// The Prompts tab's calls.

export const promptsApi = {
  get: () => apiRequest<Answer<typeof Prompts>>("/api/admin/prompts"),
  save: (prompts: PromptSet) =>
    apiRequest<Answer<typeof PromptsSaved>>("/api/admin/prompts", { method: "POST", body: prompts }),
};
