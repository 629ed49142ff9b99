import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as configureOpenAi } from "@/app/api/admin/configure-openai-key/route";
import { GET as integrationStatus } from "@/app/api/admin/integration-status/route";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { AiUnavailableError, analyzeSkin, type AnalysisInput } from "@/lib/ai";
import { repairRequest } from "@/lib/ai/openai";
import { NOT_A_VISION_MODEL, SERVER_UNREACHABLE } from "@/lib/ai/server-check";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { FakeOpenAI } from "../fakes/openai";
import { makeVisitorPhoto, signedInAdmin } from "../support/factories";
import { call, randomIp } from "../support/http";

// An OpenAI-compatible server (Ollama, vLLM, LM Studio): JSON mode instead of strict JSON-schema
// output, answers in Markdown code blocks, and a model that may not see images.

const answer = {
  title: "Mild Inflammatory Acne",
  content: "CONDITION IDENTIFIED\nMild acne.\n\nMEDICAL DISCLAIMER\nInformational only, not medical advice.",
  progress_commentary: "",
  dynamic_questions: [
    { id: "duration", question: "How long?", type: "text", options: [], required: false },
    { id: "itch", question: "Itch from 0 to 10?", type: "number", options: [], required: false },
  ],
};

const local = new FakeOpenAI({ compatible: { vision: true, fenced: true }, defaultResponder: () => answer });
const textOnly = new FakeOpenAI({ compatible: { vision: false } });

const input: AnalysisInput = {
  kind: "summary",
  language: "en",
  photos: [Buffer.from("jpeg bytes")],
  medicalRecords: [],
  profile: {},
  questionsAnswers: {},
};

function useEnvironment(variables: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
}

beforeAll(async () => {
  await Promise.all([local.start(), textOnly.start()]);
});
afterAll(async () => {
  useEnvironment({
    OPENAI_API_KEY: undefined,
    OPENAI_BASE_URL: undefined,
    OPENAI_STRUCTURED_OUTPUT: undefined,
  });
  await Promise.all([local.stop(), textOnly.stop()]);
});
beforeEach(async () => {
  local.reset();
  textOnly.reset();
  await db.integrationSecret.deleteMany({ where: { service: "openai" } });
  useEnvironment({
    OPENAI_API_KEY: "ollama",
    OPENAI_BASE_URL: local.baseURL,
    OPENAI_STRUCTURED_OUTPUT: "json_object",
  });
});

describe("an OpenAI-compatible server in JSON mode", () => {
  it("makes a visitor's whole summary: JSON mode, the schema in the prompt, a fenced answer accepted", async () => {
    const { photoId, uploadSecret } = await makeVisitorPhoto();
    const { status, body } = await call(summaryRoute, "/api/analysis/summary", {
      json: { photo_ids: [photoId], upload_secret: uploadSecret },
      ip: randomIp(),
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ analysis: { title: answer.title, mock: false } });
    const request = local.lastChatRequest()!;
    expect(request.response_format).toEqual({ type: "json_object" });
    expect(request.messages[0]!.content).toMatch(/JSON Schema:\n\{.*"dynamic_questions"/s);
    expect(local.imagePartCount(request)).toBe(1);
  });

  it("is what the schema mode cannot use: the server refuses strict JSON-schema output", async () => {
    useEnvironment({ OPENAI_STRUCTURED_OUTPUT: "json_schema" });
    await expect(analyzeSkin(input, { limits: { maxRetries: 0 } })).rejects.toBeInstanceOf(
      AiUnavailableError,
    );
    expect(local.chatRequests.map((r) => r.response_format?.type)).toEqual(["json_schema"]);
  });

  it("asks once to repair an answer that does not fit, saying what was wrong", async () => {
    const { dynamic_questions: _dropped, ...withoutQuestions } = answer;
    local.enqueue({ json: withoutQuestions }, { json: answer });
    const result = await analyzeSkin(input);

    expect(result.title).toBe(answer.title);
    const [first, second] = local.chatRequests;
    expect(second!.messages).toHaveLength(first!.messages.length + 2);
    expect(second!.messages.at(-2)).toMatchObject({ role: "assistant" });
    expect(second!.messages.at(-1)).toEqual({
      role: "user",
      content: repairRequest(
        "the field dynamic_questions is wrong: Invalid input: expected array, received undefined",
      ),
    });
  });

  it("streams its answer as OpenAI does", async () => {
    const drafts: string[] = [];
    const result = await analyzeSkin(input, { onDraft: (draft) => drafts.push(draft) });
    expect(local.lastChatRequest()?.stream).toBe(true);
    expect(drafts.at(-1)).toBe(`${answer.title}\n\n${answer.content}`);
    expect(result.title).toBe(answer.title);
  });
});

describe("configuring another AI server in the console", () => {
  const configure = (token: string, json: Record<string, unknown>) =>
    call(configureOpenAi, "/api/admin/configure-openai-key", { json, bearer: token });

  it("refuses a model that cannot see images, with the reason, and saves nothing", async () => {
    const { token } = await signedInAdmin();
    const { status, body } = await configure(token, {
      api_key: "lm-studio",
      base_url: textOnly.baseURL,
      model: "llama3.1:8b",
      structured_output: "json_object",
    });

    expect(status).toBe(422);
    expect(body.detail).toBe(NOT_A_VISION_MODEL);
    expect(await db.integrationSecret.count({ where: { service: "openai" } })).toBe(0);
  });

  it("refuses a server that cannot be reached", async () => {
    const { token } = await signedInAdmin();
    const { status, body } = await configure(token, { api_key: "x", base_url: "http://127.0.0.1:9/v1" });
    expect(status).toBe(422);
    expect(body.detail).toBe(SERVER_UNREACHABLE("http://127.0.0.1:9/v1"));
  });

  it("saves a vision model's server, which the analyses then use and the status shows", async () => {
    useEnvironment({
      OPENAI_API_KEY: undefined,
      OPENAI_BASE_URL: undefined,
      OPENAI_STRUCTURED_OUTPUT: undefined,
    });
    const { token } = await signedInAdmin();
    const saved = await configure(token, {
      api_key: "ollama",
      base_url: local.baseURL,
      model: "qwen2.5vl:7b",
      structured_output: "json_object",
    });
    expect(saved.status).toBe(200);

    const status = await call(integrationStatus, "/api/admin/integration-status", { bearer: token });
    expect(status.body.openai).toMatchObject({
      configured: true,
      source: "database",
      base_url: local.baseURL,
      model: "qwen2.5vl:7b",
      structured_output: "json_object",
    });
    const result = await analyzeSkin(input);
    expect(result).toMatchObject({ title: answer.title, model: "qwen2.5vl:7b" });
    expect(local.lastChatRequest()).toMatchObject({
      model: "qwen2.5vl:7b",
      response_format: { type: "json_object" },
    });

    // A key saved alone afterwards means OpenAI itself again: the server saved before is forgotten.
    await configure(token, { api_key: "sk-openai" });
    const after = await call(integrationStatus, "/api/admin/integration-status", { bearer: token });
    expect(after.body.openai).toMatchObject({ base_url: null, structured_output: "json_schema" });
  });
});
