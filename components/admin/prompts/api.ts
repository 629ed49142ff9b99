import type { PromptSet } from "@/lib/prompts/schema";
import { apiRequest } from "@/lib/api-client";

// The Prompts tab's calls.

export const promptsApi = {
  get: () => apiRequest<PromptSet>("/api/admin/prompts"),
  save: (prompts: PromptSet) =>
    apiRequest<PromptSet & { message: string }>("/api/admin/prompts", { method: "POST", body: prompts }),
};
