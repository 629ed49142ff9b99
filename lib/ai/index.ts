import { getPrompts } from "@/lib/prompts";
import { aiProvider } from "./config";
import { mockAnalysis } from "./mock";
import { writeMockDraft } from "./mock-stream";
import { analyzeWithOpenAI, type ProviderLimits } from "./openai";
import type { AnalysisInput, AnalysisResult, DraftListener } from "./types";

export * from "./types";
export { MOCK_NOTICE } from "./mock";
export { AI_UNAVAILABLE_MESSAGE, type ProviderLimits } from "./openai";

export type AnalysisOptions = {
  limits?: Partial<ProviderLimits>;
  /** Streams the report's text as it is written (see DraftListener); without it, one answer at the end. */
  onDraft?: DraftListener;
};

/**
 * The report for the photos and answers: by the AI server configured (lib/ai/config.ts), else the
 * demonstration AI.
 * Throws AiUnavailableError when the provider fails after its retries.
 */
export async function analyzeSkin(
  input: AnalysisInput,
  options: AnalysisOptions = {},
): Promise<AnalysisResult> {
  const provider = await aiProvider();
  if (!provider) {
    const result = mockAnalysis(input);
    if (options.onDraft) await writeMockDraft(result, options.onDraft);
    return result;
  }
  return analyzeWithOpenAI(input, { provider, prompts: await getPrompts(), ...options });
}
