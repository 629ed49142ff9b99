import { describe, expect, it } from "vitest";
import { AiUnavailableError, analyzeSkin, type AnalysisInput, type AnalysisOptions } from "@/lib/ai";
import { FakeOpenAI } from "../fakes/openai";
import { serveFakeOpenAI } from "../support/openai";

// The OpenAI path asked to stream: the report's text grows as the model writes it, and the report
// it ends with is the one the same answer gives unstreamed.

const fake = new FakeOpenAI({ streamPieceChars: 16 });
serveFakeOpenAI(fake);

const LIMITS: AnalysisOptions["limits"] = { timeoutMs: 2_000, deadlineMs: 10_000 };

const input: AnalysisInput = {
  kind: "summary",
  language: "en",
  photos: [Buffer.from("jpeg bytes")],
  medicalRecords: [],
  profile: {},
  questionsAnswers: {},
};

const answer = {
  title: "Mild Inflammatory Acne",
  content:
    "CONDITION IDENTIFIED\nMild acne on the cheeks.\n\nKEY FINDINGS\n- A few papules.\n\nMEDICAL DISCLAIMER\nInformational only, not medical advice.",
  progress_commentary: "",
  dynamic_questions: [
    { id: "duration", question: "How long?", type: "text", options: [], required: false },
    { id: "itch", question: "Itch from 0 to 10?", type: "number", options: [], required: false },
  ],
};

async function streamed(options: AnalysisOptions = {}) {
  const drafts: string[] = [];
  const result = await analyzeSkin(input, { limits: LIMITS, onDraft: (d) => drafts.push(d), ...options });
  return { result, drafts };
}

describe("a streamed analysis by OpenAI", () => {
  it("asks for a stream and reports the title, then the content, growing in order", async () => {
    fake.reset();
    fake.enqueue({ json: answer });
    const { result, drafts } = await streamed();

    expect(fake.lastChatRequest()?.stream).toBe(true);
    expect(drafts.length).toBeGreaterThan(5);
    for (let i = 1; i < drafts.length; i++) expect(drafts[i]!.startsWith(drafts[i - 1]!)).toBe(true);
    expect(answer.title.startsWith(drafts[0]!)).toBe(true);
    expect(drafts.at(-1)).toBe(`${answer.title}\n\n${answer.content}`);
    expect(result).toMatchObject({ title: answer.title, mock: false });
  });

  it("ends with the same report as the answer unstreamed", async () => {
    fake.reset();
    fake.enqueue({ json: answer }, { json: answer });
    const { result } = await streamed();
    const whole = await analyzeSkin(input, { limits: LIMITS });

    expect(fake.chatRequests.map((r) => r.stream ?? false)).toEqual([true, false]);
    expect(result).toEqual(whole);
  });

  it("reports text as it comes, at the model's pace", async () => {
    fake.reset();
    fake.setStreamPace(30);
    fake.enqueue({ json: answer });
    const seen: number[] = [];
    const started = performance.now();
    await streamed({ onDraft: () => seen.push(performance.now() - started) });

    // The first words arrive long before the last: not collected and handed over at the end.
    expect(seen.at(-1)! - seen[0]!).toBeGreaterThan(200);
  });

  it("asks again after a malformed answer, whose text then starts over", async () => {
    fake.reset();
    fake.enqueue({ content: '{"title": "Broken answer", "content": "never clo' }, { json: answer });
    const { result, drafts } = await streamed();

    expect(fake.chatRequests).toHaveLength(2);
    expect(drafts.some((d) => d.startsWith("Broken answer"))).toBe(true);
    expect(drafts.at(-1)).toBe(`${answer.title}\n\n${answer.content}`);
    expect(result.title).toBe(answer.title);
  });

  it("fails as unavailable when the connection breaks mid-answer, and when the model refuses", async () => {
    fake.reset();
    fake.enqueue({ json: answer, cutAfterPieces: 3 });
    const cut: string[] = [];
    await expect(streamed({ onDraft: (d) => cut.push(d) })).rejects.toBeInstanceOf(AiUnavailableError);
    // Words had been shown; the provider failed, so nothing is asked for again behind the reader's back.
    expect(cut.length).toBeGreaterThan(0);
    expect(fake.chatRequests).toHaveLength(1);

    fake.reset();
    fake.enqueue({ refusal: "I can't help with that." }, { refusal: "I can't help with that." });
    await expect(streamed()).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("fails as unavailable when the model stalls mid-answer past the deadline, without waiting for the rest", async () => {
    fake.reset();
    // Each piece after the first comes 5 s apart: the analysis's 400 ms deadline ends it first.
    fake.setStreamPace(5_000);
    fake.enqueue({ json: answer });
    const shown: string[] = [];
    const started = performance.now();
    await expect(
      streamed({ limits: { timeoutMs: 2_000, deadlineMs: 400 }, onDraft: (d) => shown.push(d) }),
    ).rejects.toBeInstanceOf(AiUnavailableError);

    expect(performance.now() - started).toBeLessThan(3_000);
    expect(shown.length).toBeGreaterThan(0);
  });
});
