import { getPrompts } from "@/lib/prompts";
import { openAiApiKey, openAiModel } from "./config";
import { mockAnalysis } from "./mock";
import { analyzeWithOpenAI, type ProviderLimits } from "./openai";
import type { AnalysisInput, AnalysisResult } from "./types";

export * from "./types";
export { MOCK_NOTICE } from "./mock";
export { AI_UNAVAILABLE_MESSAGE, type ProviderLimits } from "./openai";

/**
 * The report for the photos and answers: by OpenAI when a key is configured, else the mock.
 * Throws AiUnavailableError when the provider fails after its retries.
 */
export async function analyzeSkin(
  input: AnalysisInput,
  limits?: Partial<ProviderLimits>,
): Promise<AnalysisResult> {
  const apiKey = await openAiApiKey();
  if (!apiKey) return mockAnalysis(input);
  return analyzeWithOpenAI(input, { apiKey, model: openAiModel(), prompts: await getPrompts(), limits });
}
