import { env } from "@/lib/config/env";
import { readIntegrationSecrets } from "@/lib/config/integration-secrets";
import { logger } from "@/lib/log";

/**
 * The OpenAI key in force, or undefined for the mock: the key saved in the console first (read
 * at each analysis, so a new key works without a restart), else OPENAI_API_KEY.
 */
export async function openAiApiKey(): Promise<string | undefined> {
  try {
    const stored = await readIntegrationSecrets("openai");
    if (stored.api_key) return stored.api_key;
  } catch (error) {
    // A key stored under another ENCRYPTION_KEY cannot be read; the environment's key still works.
    logger.error({ err: error }, "stored OpenAI key unreadable; using the environment");
  }
  return env().OPENAI_API_KEY;
}

export function openAiModel(): string {
  return env().OPENAI_MODEL;
}
