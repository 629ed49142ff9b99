import { OpenAIError } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { logger } from "@/lib/log";
import type { PromptSet } from "@/lib/prompts/schema";
import { createOpenAIClient } from "@/lib/providers/openai";
import type { AiProvider, StructuredOutput } from "./config";
import { ensureDisclaimer } from "./disclaimer";
import { draftOf } from "./draft";
import { analysisMessages, systemPrompt } from "./messages";
import { MODEL_ANSWER_FORMAT, MODEL_ANSWER_SCHEMA, readModelAnswer } from "./output";
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
  provider: AiProvider;
  prompts: PromptSet;
  limits?: Partial<ProviderLimits>;
  /** Asks for the answer as a stream and reports its text as it grows. */
  onDraft?: DraftListener;
};

/** Told to a server in JSON mode, which gets the answer's shape in the prompt rather than as a strict schema. */
const JSON_MODE_INSTRUCTION = `Answer with one JSON object and nothing else, following this JSON Schema:\n${JSON.stringify(MODEL_ANSWER_SCHEMA)}`;

/** Asked of a server in JSON mode after an answer that did not fit: its one chance to repair it. */
export const repairRequest = (problem: string) =>
  `That answer cannot be used: ${problem}. Answer again with the whole JSON object only, following the schema.`;

/** The request's answer format: the schema as plain JSON (the SDK would parse a zod format itself and throw on a malformed answer, which is checked below). */
function responseFormat(output: StructuredOutput) {
  return output === "json_schema"
    ? ({ type: "json_schema", json_schema: MODEL_ANSWER_FORMAT.json_schema } as const)
    : ({ type: "json_object" } as const);
}

/**
 * The analysis by OpenAI Chat Completions (or a server that speaks it), with the photos as image
 * input and a structured answer. A malformed answer is asked for once more: again as it was of
 * OpenAI, and with what was wrong of a server in JSON mode.
 */
export async function analyzeWithOpenAI(
  input: AnalysisInput,
  { provider, prompts, limits, onDraft }: OpenAiAnalysisOptions,
): Promise<AnalysisResult> {
  const { apiKey, baseURL, model, structuredOutput } = provider;
  const { timeoutMs, maxRetries, deadlineMs } = { ...DEFAULT_PROVIDER_LIMITS, ...limits };
  const client = createOpenAIClient({ apiKey, baseURL, timeout: timeoutMs, maxRetries });
  const prompt = systemPrompt(input, prompts);
  const system = structuredOutput === "json_object" ? `${prompt}\n\n${JSON_MODE_INSTRUCTION}` : prompt;
  let messages: ChatCompletionMessageParam[] = analysisMessages(system, input);
  const signal = AbortSignal.timeout(deadlineMs);
  const completionOf = async () => {
    const params = { model, messages, response_format: responseFormat(structuredOutput) };
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
    const raw = choice?.message.content;
    const read = readModelAnswer(raw, input.kind, input.language);
    if ("answer" in read) {
      const { answer } = read;
      return {
        title: answer.title,
        content: ensureDisclaimer(answer.content, input.kind, input.language),
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
        problem: read.problem,
        finish_reason: choice?.finish_reason,
        refused: Boolean(choice?.message.refusal),
      },
      "AI answer was malformed",
    );
    if (structuredOutput === "json_object" && raw) {
      messages = [
        ...messages,
        { role: "assistant", content: raw },
        { role: "user", content: repairRequest(read.problem) },
      ];
    }
  }
  throw new AiUnavailableError(AI_UNAVAILABLE_MESSAGE);
}

function statusOf(error: OpenAIError): number | undefined {
  return "status" in error && typeof error.status === "number" ? error.status : undefined;
}
