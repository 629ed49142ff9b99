import { afterAll, beforeAll } from "vitest";
import { resetEnv } from "@/lib/config/env";
import type { FakeOpenAI } from "../fakes/openai";

/** Starts the fake for this test file and points the app's OpenAI settings at it. */
export function serveFakeOpenAI(fake: FakeOpenAI): void {
  beforeAll(async () => {
    await fake.start();
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = fake.baseURL;
    resetEnv();
  });

  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetEnv();
    await fake.stop();
  });
}
