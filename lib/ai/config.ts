import { env } from "@/lib/config/env";

/** The OpenAI key in force, or undefined for the mock. The console's stored key will be looked up here first. */
export async function openAiApiKey(): Promise<string | undefined> {
  return env().OPENAI_API_KEY;
}

export function openAiModel(): string {
  return env().OPENAI_MODEL;
}
