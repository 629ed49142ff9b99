import { APIConnectionError, APIError } from "openai";
import { createOpenAIClient } from "@/lib/providers/openai";
import type { AiProvider } from "./config";

// Asked before another AI server is saved: does it answer, with this key and model, about a photo?
// A model without image input cannot analyse skin; saying so at configuration beats every
// analysis failing afterwards.

export const NOT_A_VISION_MODEL =
  "This model does not accept images. SkinSight needs a vision model, for example llama3.2-vision or qwen2.5vl on Ollama.";
export const SERVER_UNREACHABLE = (url: string) => `The AI server at ${url} could not be reached.`;
export const KEY_REFUSED = "The AI server refused the API key.";
export const MODEL_UNKNOWN = (model: string) => `The AI server has no model named "${model}".`;

/** What servers answer when a model is asked about an image it cannot see (Ollama, vLLM, LM Studio, OpenAI). */
const NO_IMAGES = /image|vision|multi-?modal/i;

let pixel: Promise<Buffer> | undefined;
/** A tiny real JPEG: the smallest question about a photo. */
function tinyPhoto(): Promise<Buffer> {
  pixel ??= import("sharp").then(({ default: sharp }) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 160, b: 140 } } })
      .jpeg()
      .toBuffer(),
  );
  return pixel;
}

/** Null when the server answers a question about a photo; else what to tell the administrator. */
export async function aiServerProblem(provider: AiProvider): Promise<string | null> {
  const client = createOpenAIClient({
    apiKey: provider.apiKey,
    baseURL: provider.baseURL,
    timeout: 60_000,
    maxRetries: 0,
  });
  const photo = `data:image/jpeg;base64,${(await tinyPhoto()).toString("base64")}`;
  try {
    await client.chat.completions.create({
      model: provider.model,
      max_tokens: 5,
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Reply with the word OK." },
            { type: "image_url", image_url: { url: photo } },
          ],
        },
      ],
    });
    return null;
  } catch (error) {
    if (error instanceof APIConnectionError) return SERVER_UNREACHABLE(provider.baseURL ?? "api.openai.com");
    if (!(error instanceof APIError)) throw error;
    if (error.status === 401 || error.status === 403) return KEY_REFUSED;
    if (NO_IMAGES.test(error.message)) return NOT_A_VISION_MODEL;
    if (error.status === 404) return MODEL_UNKNOWN(provider.model);
    return `The AI server answered: ${error.message}`;
  }
}
