import { env, type Env } from "@/lib/config/env";
import { readIntegrationSecrets } from "@/lib/config/integration-secrets";
import { logger } from "@/lib/log";

// Which AI server analyses: OpenAI, or any server that speaks its Chat Completions API (Ollama,
// vLLM, LM Studio) at another base URL. What the console saved wins over the environment, read at
// each analysis so a change works without a restart (docs/analysis.md, "Other AI servers").

/**
 * How the answer's shape is asked for: `json_schema`, OpenAI's strict structured output; or
 * `json_object`, the JSON mode most compatible servers have, with the schema in the prompt.
 */
export type StructuredOutput = "json_schema" | "json_object";
export const STRUCTURED_OUTPUTS: readonly StructuredOutput[] = ["json_schema", "json_object"];

export type AiProvider = {
  apiKey: string;
  /** Unset: OpenAI itself. */
  baseURL: string | undefined;
  model: string;
  structuredOutput: StructuredOutput;
};

/** What the console saved for the AI server (its key and, for another server, where and which model). */
async function storedProvider(): Promise<Record<string, string>> {
  try {
    return await readIntegrationSecrets("openai");
  } catch (error) {
    // Saved under another ENCRYPTION_KEY, it cannot be read; the environment's settings still work.
    logger.error({ err: error }, "stored AI settings unreadable; using the environment");
    return {};
  }
}

/**
 * The AI server of these saved settings and this environment, or null for the demonstration AI.
 * A key saved in the console brings its whole configuration (no server saved: OpenAI itself);
 * otherwise the environment's applies.
 */
export function providerFrom(stored: Record<string, string>, config: Env): AiProvider | null {
  const fromConsole = Boolean(stored.api_key);
  const apiKey = fromConsole ? stored.api_key : config.OPENAI_API_KEY;
  if (!apiKey) return null;
  const output = fromConsole ? stored.structured_output : config.OPENAI_STRUCTURED_OUTPUT;
  return {
    apiKey,
    baseURL: fromConsole ? stored.base_url : config.OPENAI_BASE_URL,
    model: (fromConsole ? stored.model : undefined) ?? config.OPENAI_MODEL,
    structuredOutput: output === "json_object" ? "json_object" : "json_schema",
  };
}

/** The AI server in force, or null for the demonstration AI (no key anywhere). */
export async function aiProvider(): Promise<AiProvider | null> {
  return providerFrom(await storedProvider(), env());
}

/** The key in force, or undefined for the demonstration AI. */
export async function openAiApiKey(): Promise<string | undefined> {
  return (await aiProvider())?.apiKey;
}
