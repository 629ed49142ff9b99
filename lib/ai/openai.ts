import { OpenAIError } from "openai";
import { logger } from "@/lib/log";
import type { PromptSet } from "@/lib/prompts/schema";
import { createOpenAIClient } from "@/lib/providers/openai";
import { ensureDisclaimer } from "./disclaimer";
import { draftOf } from "./draft";
import { analysisMessages, systemPrompt } from "./messages";
import { MODEL_ANSWER_FORMAT, parseModelAnswer } from "./output";
import { AiUnavailableError, type AnalysisInput, type AnalysisResult, type DraftListener } from "./types";

export type ProviderLimits = {
  /** Per HTTP call. */
  timeoutMs: number;
  /** SDK retries of 408/409/429/5xx and connection errors, with its exponential backoff. */
  maxRetries: number;
  /** For the whole analysis, retries included, so a request never hangs for minutes. */
  deadlineMs: number;
};

export const DEFAULT_PROVIDER_LIMITS: ProviderLimits = {
  timeoutMs: 60_000,
  maxRetries: 2,
  deadlineMs: 120_000,
};

// A malformed or schema-breaking answer is asked for once more; a second one means the model is not coping.
const ANSWER_ATTEMPTS = 2;

export const AI_UNAVAILABLE_MESSAGE =
  "The AI analysis is temporarily unavailable. Please try again in a few minutes.";

export type OpenAiAnalysisOptions = {
  apiKey: string;
  model: string;
  prompts: PromptSet;
  limits?: Partial<ProviderLimits>;
  /** Asks for the answer as a stream and reports its text as it grows. */
  onDraft?: DraftListener;
};

/** The analysis by OpenAI Chat Completions, with the photos as image input and a structured answer. */
export async function analyzeWithOpenAI(
  input: AnalysisInput,
  { apiKey, model, prompts, limits, onDraft }: OpenAiAnalysisOptions,
): Promise<AnalysisResult> {
  const { timeoutMs, maxRetries, deadlineMs } = { ...DEFAULT_PROVIDER_LIMITS, ...limits };
  const client = createOpenAIClient({ apiKey, timeout: timeoutMs, maxRetries });
  const system = systemPrompt(input, prompts);
  const messages = analysisMessages(system, input);
  const signal = AbortSignal.timeout(deadlineMs);
  // The schema as plain JSON: the SDK would parse a zod format's answer itself and throw on a
  // malformed one, which parseModelAnswer checks (and asks for again) below.
  const params = {
    model,
    messages,
    response_format: { type: "json_schema", json_schema: MODEL_ANSWER_FORMAT.json_schema } as const,
  };
  const completionOf = async () => {
    if (!onDraft) return client.chat.completions.create(params, { signal });
    const stream = client.chat.completions.stream(params, { signal });
    let shown = "";
    stream.on("content.delta", ({ snapshot }) => {
      const draft = draftOf(snapshot);
      if (draft !== shown) onDraft((shown = draft));
    });
    return stream.finalChatCompletion();
  };
  const requestAnswer = () =>
    completionOf().catch((error: unknown) => {
      if (!(error instanceof OpenAIError)) throw error;
      logger.warn(
        { kind: input.kind, model, status: statusOf(error), error: error.name },
        "AI provider failed",
      );
      throw new AiUnavailableError(AI_UNAVAILABLE_MESSAGE, { cause: error });
    });

  for (let attempt = 1; attempt <= ANSWER_ATTEMPTS; attempt++) {
    const completion = await requestAnswer();
    const choice = completion.choices[0];
    const answer = parseModelAnswer(choice?.message.content, input.kind);
    if (answer) {
      return {
        title: answer.title,
        content: ensureDisclaimer(answer.content, input.kind),
        progressCommentary: answer.progressCommentary,
        dynamicQuestions: answer.dynamicQuestions,
        mock: false,
        promptUsed: system,
        model: completion.model || model,
      };
    }
    logger.warn(
      {
        kind: input.kind,
        model,
        attempt,
        finish_reason: choice?.finish_reason,
        refused: Boolean(choice?.message.refusal),
      },
      "AI answer was malformed",
    );
  }
  throw new AiUnavailableError(AI_UNAVAILABLE_MESSAGE);
}

function statusOf(error: OpenAIError): number | undefined {
  return "status" in error && typeof error.status === "number" ? error.status : undefined;
}
