import { setTimeout as sleep } from "node:timers/promises";
import { env } from "@/lib/config/env";
import type { AnalysisResult, DraftListener } from "./types";

// The demonstration AI's answer streamed as a model streams (apart from ./mock.ts, which the
// report pages import for its notice).

/** Words per piece of the streamed demonstration text: a model writes a few tokens at a time. */
const WORDS_PER_PIECE = 3;

/**
 * Writes the demonstration report's text to `onDraft` a few words at a time, at MOCK_AI_PACE_MS
 * between pieces, as a model streams its answer; the same text as the report it ends with.
 */
export async function writeMockDraft(result: AnalysisResult, onDraft: DraftListener): Promise<void> {
  const words = `${result.title}\n\n${result.content}`.match(/\s*\S+/g) ?? [];
  const pace = env().MOCK_AI_PACE_MS;
  let draft = "";
  for (let i = 0; i < words.length; i += WORDS_PER_PIECE) {
    if (i > 0) await sleep(pace);
    draft += words.slice(i, i + WORDS_PER_PIECE).join("");
    onDraft(draft);
  }
}
