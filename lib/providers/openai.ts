import OpenAI from "openai";
import { env } from "../config/env";

export interface OpenAIClientOptions {
  apiKey?: string;
  baseURL?: string;
  timeout?: number;
  maxRetries?: number;
}

/** The OpenAI client the app uses; apiKey and baseURL default to OPENAI_API_KEY and OPENAI_BASE_URL. */
export function createOpenAIClient(options: OpenAIClientOptions = {}): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey ?? env().OPENAI_API_KEY,
    baseURL: options.baseURL ?? env().OPENAI_BASE_URL,
    // Vision + structured output answers take 10-30 s; 60 s bounds a hung call well below the SDK's 10 min.
    timeout: options.timeout ?? 60_000,
    // SDK default: two retries with backoff ride out 429/5xx bursts without stalling a request for minutes.
    maxRetries: options.maxRetries ?? 2,
  });
}
